import Foundation

/// Screen files written out by tests of both targets.
package enum TestScreens {
    /// Three languages (en, de, ar, Arabic-Indic digits), a picker, a ruler, a live text and a
    /// dialog: LanguageSwitchTests switches it in one process and with `kiosk run --commands`.
    package static let languageSwitch = """
    languages: [en, de, ar]
    digits: {ar: arabic-indic}
    screens:
      home:
        root:
          type: column
          align: fill
          children:
            - {type: label, id: hello, text: {en: Hello, de: Hallo, ar: مرحبا}}
            - {type: label, id: summary, text: "{minutes} min, {period}"}
            - type: equalRow
              id: actions
              children:
                - {type: button, id: start, title: {en: Start, de: Starten, ar: ابدأ}}
                - {type: button, id: stop, title: {en: Stop, de: Anhalten, ar: قف}}
            - type: row
              children:
                - {type: picker, id: period, accessibilityLabel: {en: Period, de: Zeitraum, ar: المدة},
                   options: [{en: Day, de: Tageweise, ar: يوم}, {en: Week, de: Wöchentlich, ar: أسبوع}, {en: Month, de: Monatlich, ar: شهر}]}
                - {type: spacer}
            - {type: ruler, id: minutes, accessibilityLabel: Minutes, min: 0, max: 10, step: 0.5, value: 2.5}
            - {type: picker, id: lang, accessibilityLabel: Language, kind: language}
            - {type: button, id: choose, title: Language, language: menu}
            - {type: pages, id: tabs, pages: [{title: {en: One, de: Eins}, content: {type: spacer}}, {title: {en: Two, de: Zwei}, content: {type: spacer}}]}
      other:
        root: {type: label, id: far, text: {en: Far away, de: Weit weg}}
    """

    /// A list whose rows show each item's `image` in a `side`×`side` frame beside its title,
    /// starting with one item: the picture tests set hostile or outside files as items' images.
    package static func pictureList(side: Int, first: (key: String, title: String, image: String)) -> String {
        """
        root:
          type: list
          id: menu
          template:
            type: row
            children:
              - {type: frame, width: \(side), height: \(side), content: {type: image, file: "{image}", decorative: true}}
              - {type: label, text: "{title}"}
          items:
            - {key: \(first.key), title: \(first.title), image: \(first.image)}

        """
    }
}

/// A widget that scrolls its content inside a viewport (a scroll view). Asked by focus (a
/// direction moves inside the scroll container first; a control scrolled out of its viewport is
/// not where its frame says) and by a screen's scrolling rule (content already inside one is not
/// wrapped again).
protocol ScrollContainer: Widget {}

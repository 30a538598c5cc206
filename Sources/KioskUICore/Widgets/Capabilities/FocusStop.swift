/// A widget that keyboard and gamepad focus stop at once, without walking its children (a list:
/// its rows come and go as it scrolls, its own cursor walks them).
protocol FocusStop: Widget {}

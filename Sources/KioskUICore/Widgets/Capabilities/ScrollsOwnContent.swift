/// A widget whose content scrolls on its own when taller than the panel (a page of a page
/// container: the page's content goes inside a scroll container, the tabs above it stay). Its
/// one child is that content.
protocol ScrollsOwnContent: Widget {}

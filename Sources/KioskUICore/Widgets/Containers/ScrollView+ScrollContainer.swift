extension ScrollView: ScrollContainer {}

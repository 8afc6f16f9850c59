struct Note: Identifiable {
    var id: String { title }
    let title: String
}

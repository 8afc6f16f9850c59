struct Book {
    var title: String

    static let sample = Book(title: "Middlemarch")
}

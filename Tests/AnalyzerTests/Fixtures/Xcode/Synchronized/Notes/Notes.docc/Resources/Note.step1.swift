struct Note {
    var text: String
}

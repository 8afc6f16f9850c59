struct SyncEngine {
    func push(_ note: Note) {}
}

enum SyncStatus {
    static var label: String { "synced" }
}

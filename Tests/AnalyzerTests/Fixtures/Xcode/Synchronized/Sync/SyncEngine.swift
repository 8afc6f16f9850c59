struct SyncEngine {
    func push(_ note: Note) {}
}

import SwiftUI
import WidgetKit

struct LatestNoteView: View {
    let note: Note
    var body: some View { Text(note.title + SyncStatus.label) }
}

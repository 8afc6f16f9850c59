import SwiftUI

@main
struct ShelfApp: App {
    var body: some Scene {
        WindowGroup {
            #if DEBUG
            Text(Book.sample.title + " (debug)")
            #else
            Text(Book.sample.title)
            #endif
        }
    }
}

// On disk beside the app's files, but in no target: not part of the monolith.
struct Unused {}

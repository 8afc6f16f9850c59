// In the synchronized folder, but excepted from the Notes target.
struct Scratch {}

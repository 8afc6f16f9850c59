import Testing

@testable import Analyzer

/// The tokens SwiftParser's recovery looks ahead over, counted from the bytes: stray statements
/// among a type's members cost the distance to the next declaration each; what real code writes
/// across lines (case lists, generic parameters, arguments, closures) costs nothing.
struct StrayMemberLookaheadTests {
    private func lookahead(_ source: String) -> Int {
        var text = source
        return text.withUTF8 { bytes in
            var counter = StrayMemberLookahead()
            var lexer = SwiftLightLexer(bytes)
            while let token = lexer.next() { counter.take(token, line: lexer.line) }
            counter.closeAll()
            return counter.tokens
        }
    }

    @Test func eachStrayMemberLooksAheadToTheNextDeclaration() {
        // `a = 1` looks over 3 tokens to `func`, `b(2)` over 7 to the `}`; `c.d` is no declaration.
        #expect(lookahead("class A {\n a = 1\n func f() {}\n b(2)\n c.d\n}\n") == 3 + 7)
        #expect(lookahead("struct S {\n (a) = b\n var c = 1\n}\n") == 5)
        #expect(lookahead("enum E {\n `a`: Int\n #if X\n #endif\n}\n") == 3)
        // A type whose `{` does not come: its header is read as members up to the next declaration.
        #expect(lookahead("struct S: Codable, a = b; a = b;\nstruct T {}\n") == 4)
        // `class func` is no type, `import class` neither: their lines are no members.
        #expect(lookahead("class A {\n class func f() {\n a = b\n }\n}\nimport class B.C\nx = y\nf(x)\n") == 0)
        #expect(lookahead("let actor = Actor()\nactor.run {\n a = b\n}\nactor Worker {\n a = b\n}\n") == 3)
        // A `;` ends the brackets left open before it: `a = b` is a member again.
        #expect(lookahead("protocol P {\n func f(_ e; a = b; a = b\n}\n") == 7 + 3)
    }

    @Test func whatRealCodeWritesAcrossLinesIsNoStrayMember() {
        let source = """
            // a = b, in a comment
            enum Style {
                case primary,
                     secondary
                static let all: [Style] = [
                    primary,
                    secondary,
                ]
                /* x = y */
                func read<
                    T1: FixedWidthInteger,
                    T2: FixedWidthInteger
                >(endianness: Int = 0, as: (T1, T2).Type) -> (T1, T2)? {
                    value = "a = b"
                    run { x = y }
                    return nil
                }
                var text: String {
                    get { storage = 1 }
                }
            }
            x = y
            func f() { a = b; c(d) }
            """
        #expect(lookahead(source) == 0)
    }

    @Test func stringsAndCommentsAreSkippedWhole() {
        let source = "class A {\n let s = \"\"\"\n a = b\n \"\"\"\n /* a = b\n */ let t = \"a = \\\"b\"\n}\n"
        #expect(lookahead(source) == 0)
    }

    @Test func theCodeOfAnInterpolationIsRead() {
        var text = "let s = \"a \\(f(x)) b \\(\"c\") d\"; let t = 1\n"
        let tokens = text.withUTF8 { bytes in Array(sequence(state: SwiftLightLexer(bytes)) { $0.next() }) }
        let word = SwiftLightLexer.Token.word(.name)
        let declarationKeyword = SwiftLightLexer.Token.word(.codeDeclarationKeyword)
        #expect(
            tokens == [
                declarationKeyword, word, .punctuation(UInt8(ascii: "=")), .literal, word,
                .punctuation(UInt8(ascii: "(")), word,
                .punctuation(UInt8(ascii: ")")), .literal, .literal, .literal, .punctuation(UInt8(ascii: ";")),
                declarationKeyword,
                word,
                .punctuation(UInt8(ascii: "=")), .literal, .newline,
            ])
    }
}

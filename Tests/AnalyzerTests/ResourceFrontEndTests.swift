import Foundation
import Testing

@testable import Analyzer

@Suite struct ResourceFrontEndTests {
    @Test func assetCatalogNamesCarryNamespaceFolders() throws {
        let namespace =
            #"{ "info": { "version": 1, "author": "xcode" }, "properties": { "provides-namespace": true } }"#
        let plainFolder = #"{ "info": { "version": 1, "author": "xcode" } }"#
        let project = try ResourceTestProject([
            "App/Assets.xcassets/Contents.json": plainFolder,
            "App/Assets.xcassets/AppIcon.appiconset/Contents.json": "{}",
            "App/Assets.xcassets/logo.imageset/Contents.json": "{}",
            "App/Assets.xcassets/Icons/Contents.json": namespace,
            "App/Assets.xcassets/Icons/pay.imageset/Contents.json": "{}",
            "App/Assets.xcassets/Icons/Cards/Contents.json": plainFolder,
            "App/Assets.xcassets/Icons/Cards/visa.imageset/Contents.json": "{}",
            "App/Assets.xcassets/Icons/Brand/Contents.json": namespace,
            "App/Assets.xcassets/Icons/Brand/tint.colorset/Contents.json": "{}",
            "App/Assets.xcassets/Colors/accent.colorset/Contents.json": "{}",
            "App/Assets.xcassets/config.dataset/Contents.json": "{}",
            "App/Assets.xcassets/wallet.symbolset/Contents.json": "{}",
        ])

        let facts = project.facts("App/Assets.xcassets")

        #expect(
            facts.resources == [
                Resource(
                    path: "App/Assets.xcassets", kind: .assetCatalog,
                    names: [
                        "AppIcon", "Icons/Brand/tint", "Icons/pay", "Icons/visa", "accent", "config", "logo", "wallet",
                    ])
            ])
        #expect(facts.diagnostics.isEmpty)
    }

    @Test func malformedContentsJSONWarnsAndKeepsTheOtherAssets() throws {
        let project = try ResourceTestProject([
            "Assets.xcassets/Broken/Contents.json": #"{ "properties": { "provides-namespace": true "#,
            "Assets.xcassets/Broken/pay.imageset/Contents.json": "{}",
        ])

        let facts = project.facts("Assets.xcassets")

        #expect(facts.resources.first?.names == ["pay"])
        #expect(
            facts.diagnostics.map(\.message) == [
                "Broken/Contents.json is not a JSON object; its folder is read as having no namespace"
            ])
        #expect(facts.diagnostics.first?.file == "Assets.xcassets")
    }

    @Test func stringsKeysFromUTF8WithCommentsEscapesAndLocalization() throws {
        let project = try ResourceTestProject([
            "App/en.lproj/Localizable.strings": #"""
            /* Title of the wallet screen */
            "wallet.title" = "Wallet";
            // A line comment
            "wallet.quote" = "She said \"pay\";\nthen left";
            unquoted_key = "Unquoted";
            "only.key";
            "emoji" = "\U2764";
            """#
        ])

        let resource = project.resource("App/en.lproj/Localizable.strings")

        #expect(
            resource
                == Resource(
                    path: "App/en.lproj/Localizable.strings", kind: .strings,
                    names: ["emoji", "only.key", "unquoted_key", "wallet.quote", "wallet.title"], localization: "en"))
    }

    @Test(arguments: [
        (String.Encoding.utf16LittleEndian, [0xFF, 0xFE] as [UInt8]), (.utf16BigEndian, [0xFE, 0xFF]),
        (.utf16LittleEndian, []), (.utf8, [0xEF, 0xBB, 0xBF]),
    ])
    func stringsKeysFromUTF16AndByteOrderMarks(encoding: String.Encoding, bom: [UInt8]) throws {
        let project = try ResourceTestProject([:])
        let text = "/* Greeting */\n\"hello\" = \"Bonjour\";\n\"bye\" = \"Au revoir\";\n"
        try project.write("fr.lproj/Main.strings", Data(bom) + text.data(using: encoding)!)

        let facts = project.facts("fr.lproj/Main.strings")

        #expect(facts.resources.first?.names == ["bye", "hello"])
        #expect(facts.resources.first?.localization == "fr")
        #expect(facts.diagnostics.isEmpty)
    }

    @Test func malformedStringsKeepsKeysBeforeTheProblem() throws {
        let project = try ResourceTestProject([
            "Base.lproj/Localizable.strings": """
            "first" = "One";
            "second" = "Two"
            "third" = "Three";
            """
        ])

        let facts = project.facts("Base.lproj/Localizable.strings")

        #expect(facts.resources.first?.names == ["first"])
        #expect(
            facts.diagnostics == [
                Diagnostic(
                    severity: .warning, file: "Base.lproj/Localizable.strings", line: 3,
                    message: "malformed strings file: expected ';' after \"second\"; keys after line 3 are missing")
            ])
    }

    @Test func stringsdictAndStringCatalogKeys() throws {
        let project = try ResourceTestProject([
            "en.lproj/Localizable.stringsdict": """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict>
              <key>items.count</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string></dict>
              <key>cards.count</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string></dict>
            </dict></plist>
            """,
            "Localizable.xcstrings": """
            { "sourceLanguage": "en", "version": "1.0",
              "strings": { "Pay now": { "localizations": {} }, "Balance: %@": {} } }
            """,
        ])

        #expect(
            project.resource("en.lproj/Localizable.stringsdict")
                == Resource(
                    path: "en.lproj/Localizable.stringsdict", kind: .strings, names: ["cards.count", "items.count"],
                    localization: "en"))
        #expect(
            project.resource("Localizable.xcstrings")
                == Resource(path: "Localizable.xcstrings", kind: .stringsCatalog, names: ["Balance: %@", "Pay now"]))
    }

    @Test func malformedStringCatalogWarns() throws {
        let project = try ResourceTestProject(["Localizable.xcstrings": #"{ "strings": { "a": "#])

        let facts = project.facts("Localizable.xcstrings")

        #expect(facts.resources == [Resource(path: "Localizable.xcstrings", kind: .stringsCatalog)])
        #expect(facts.diagnostics.map(\.message) == ["malformed string catalog: not a JSON object; no keys read"])
    }

    @Test func storyboardCustomClassesWithAndWithoutModuleAndTheirLines() throws {
        let project = try ResourceTestProject([
            "App/Base.lproj/Main.storyboard": """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes>
                    <scene sceneID="a1">
                        <objects>
                            <viewController storyboardIdentifier="Wallet" id="v1" customClass="WalletViewController" customModule="WalletApp" customModuleProvider="target" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="v2" customClass="BalanceView">
                                    <subviews>
                                        <button id="b1" customClass="PayButton" customModule="DesignSystem"/>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="a2">
                        <objects>
                            <tableViewController storyboardIdentifier="History" id="t1" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        ])

        let facts = project.facts("App/Base.lproj/Main.storyboard")

        #expect(
            facts.resources == [
                Resource(
                    path: "App/Base.lproj/Main.storyboard", kind: .storyboard, names: ["History", "Wallet"],
                    localization: "Base",
                    customClasses: [
                        CustomClassUse(
                            className: "WalletViewController", customModule: "WalletApp",
                            customModuleProvider: "target",
                            line: 6, element: "viewController"),
                        CustomClassUse(
                            className: "BalanceView", customModule: nil, customModuleProvider: nil, line: 7,
                            element: "view"),
                        CustomClassUse(
                            className: "PayButton", customModule: "DesignSystem", customModuleProvider: nil, line: 9,
                            element: "button"),
                    ])
            ])
        #expect(facts.diagnostics.isEmpty)
    }

    @Test func xibCustomClassesIncludeFilesOwnerAndNoIdentifiers() throws {
        let project = try ResourceTestProject([
            "Cells/CardCell.xib": """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="CardCellOwner" customModule="Cards"/>
                    <tableViewCell contentMode="scaleToFill" id="c1" customClass="CardCell" customModuleProvider="target"/>
                </objects>
            </document>
            """
        ])

        let resource = project.resource("Cells/CardCell.xib")

        #expect(resource?.kind == .xib)
        #expect(resource?.names == [])
        #expect(
            resource?.customClasses == [
                CustomClassUse(
                    className: "CardCellOwner", customModule: "Cards", customModuleProvider: nil, line: 4,
                    element: "placeholder"),
                CustomClassUse(
                    className: "CardCell", customModule: nil, customModuleProvider: "target", line: 5,
                    element: "tableViewCell"),
            ])
    }

    @Test func malformedStoryboardWarnsWithTheLineAndKeepsWhatCameBefore() throws {
        let project = try ResourceTestProject([
            "Broken.storyboard": """
            <?xml version="1.0" encoding="UTF-8"?>
            <document>
                <viewController id="v1" customClass="FirstViewController"/>
                <viewController id="v2" customClass="SecondViewController">
            </document>
            """
        ])

        let facts = project.facts("Broken.storyboard")

        #expect(
            facts.resources.first?.customClasses.map(\.className) == ["FirstViewController", "SecondViewController"])
        #expect(facts.diagnostics.count == 1)
        let warning = try #require(facts.diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.file == "Broken.storyboard")
        #expect(warning.line == 5)
        #expect(warning.message.hasPrefix("malformed XML ("))
    }

    @Test func coreDataModelEntitiesAndRepresentedClassesAcrossVersions() throws {
        let version1 = """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model type="com.apple.IDECoreDataModeler.DataModel" minimumToolsVersion="Automatic">
                <entity name="CDCard" representedClassName="CDCard" syncable="YES" codeGenerationType="class">
                    <attribute name="number" optional="YES" attributeType="String"/>
                </entity>
            </model>
            """
        let version2 = """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model type="com.apple.IDECoreDataModeler.DataModel">
                <entity name="CDCard" representedClassName="CDCard" syncable="YES"/>
                <entity name="CDTransaction" representedClassName="WalletApp.CDTransaction" syncable="YES"/>
                <entity name="CDNote" syncable="YES"/>
            </model>
            """
        let project = try ResourceTestProject([
            "Model/Wallet.xcdatamodeld/Wallet.xcdatamodel/contents": version1,
            "Model/Wallet.xcdatamodeld/Wallet 2.xcdatamodel/contents": version2,
            "Model/Wallet.xcdatamodeld/.xccurrentversion": "<plist/>",
            "Bare.xcdatamodel/contents": version1,
        ])

        #expect(
            project.resource("Model/Wallet.xcdatamodeld")
                == Resource(
                    path: "Model/Wallet.xcdatamodeld", kind: .coreDataModel,
                    names: ["CDCard", "CDNote", "CDTransaction"],
                    representedClassNames: ["CDCard", "WalletApp.CDTransaction"]))
        #expect(
            project.resource("Bare.xcdatamodel")
                == Resource(
                    path: "Bare.xcdatamodel", kind: .coreDataModel, names: ["CDCard"], representedClassNames: ["CDCard"]
                ))
    }

    @Test func malformedCoreDataModelWarnsAndKeepsEarlierEntities() throws {
        let project = try ResourceTestProject([
            "Wallet.xcdatamodeld/Wallet.xcdatamodel/contents": """
            <model>
                <entity name="CDCard" representedClassName="CDCard"/>
                <entity name="CDTransaction" representedClassName="CDTransaction">
            </model
            """
        ])

        let facts = project.facts("Wallet.xcdatamodeld")

        #expect(facts.resources.first?.representedClassNames == ["CDCard", "CDTransaction"])
        #expect(facts.diagnostics.count == 1)
        #expect(facts.diagnostics.first?.message.hasPrefix("malformed XML in Wallet.xcdatamodel/contents (") == true)
    }

    @Test func propertyListTopLevelKeysAndMalformedPropertyList() throws {
        let project = try ResourceTestProject([
            "Info.plist": """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
              <key>CFBundleName</key><string>Wallet</string>
              <key>API_BASE_URL</key><string>https://example.com</string>
            </dict></plist>
            """,
            "Broken.plist": "<plist><dict><key>A</key>",
        ])

        #expect(
            project.resource("Info.plist")
                == Resource(path: "Info.plist", kind: .propertyList, names: ["API_BASE_URL", "CFBundleName"]))
        let broken = project.facts("Broken.plist")
        #expect(broken.resources == [Resource(path: "Broken.plist", kind: .propertyList)])
        #expect(broken.diagnostics.count == 1)
        #expect(broken.diagnostics.first?.message.hasPrefix("malformed property list (") == true)
    }

    @Test func otherFilesAreNamedByTheirFileName() throws {
        let project = try ResourceTestProject(["Sounds/pay.caf": "RIFF", "Data/rates.json": "{}"])

        #expect(project.resource("Sounds/pay.caf") == Resource(path: "Sounds/pay.caf", kind: .file, names: ["pay.caf"]))
        #expect(
            project.resource("Data/rates.json") == Resource(path: "Data/rates.json", kind: .file, names: ["rates.json"])
        )
    }

    @Test func folderHashFollowsContentAndPathsButNotFinderFiles() throws {
        let project = try ResourceTestProject([
            "A.xcassets/logo.imageset/Contents.json": "{}",
            "A.xcassets/logo.imageset/logo.png": "png",
        ])
        let folder = project.root.appendingPathComponent("A.xcassets")
        let original = ResourceFrontEnd.folderHash(at: folder)

        #expect(ResourceFrontEnd.folderHash(at: folder) == original)
        try project.write("A.xcassets/.DS_Store", Data("finder".utf8))
        #expect(ResourceFrontEnd.folderHash(at: folder) == original)
        try project.write("A.xcassets/logo.imageset/logo.png", Data("PNG".utf8))
        let edited = ResourceFrontEnd.folderHash(at: folder)
        #expect(edited != original)
        try FileManager.default.moveItem(
            at: folder.appendingPathComponent("logo.imageset"), to: folder.appendingPathComponent("mark.imageset"))
        #expect(ResourceFrontEnd.folderHash(at: folder) != edited)
    }
}

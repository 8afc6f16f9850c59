#!/usr/bin/env python3
"""The checks measure_xcode.sh runs on a split Xcode project (standard library only).

    python3 Benchmarks/xcode_checks.py --self-test
    python3 Benchmarks/xcode_checks.py check --orig <checkout> --out <split copy> --project <X.xcodeproj>
                                             --target <app target> --plan <cleave.json> --json <result.json>
    python3 Benchmarks/xcode_checks.py drop-erroneous --plan <in> --check-json <cleave check json> --app <T> --output <out>
    python3 Benchmarks/xcode_checks.py refine --plan <in> --project <X.xcodeproj> --target <T> --output <out>
    python3 Benchmarks/xcode_checks.py plan-modules <plan>
    python3 Benchmarks/xcode_checks.py report --results <folder> --output <results.md>

`check` reads the original checkout and the `cleave apply --out` result and runs checks 1-8 of
measure_xcode.sh (9, the second apply, is the script's): it prints a log (every finding) to stdout
and writes a JSON summary: per check pass/fail, a count and the first example. A check that cannot
run (e.g. no package was written) says so and counts as failed. Problems the original project
already had (dangling ids, duplicate keys, files missing from the checkout) are logged as
pre-existing and not counted against the split.
"""
import json
import os
import re
import subprocess
import sys
import tempfile

# --------------------------------------------------------------------------------------------
# 1. Old-style (NeXT/OpenStep) ASCII property lists, as project.pbxproj is written.


class PlistError(Exception):
    pass


class Parsed:
    """A parsed plist: the value, and the duplicate keys found, as (dict path, key, line)."""

    def __init__(self, value, duplicates):
        self.value = value
        self.duplicates = duplicates


UNQUOTED = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$+/:.-")
ESCAPES = {"a": "\a", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t", "v": "\v",
           "\\": "\\", '"': '"', "'": "'", "\n": "\n"}


def parse_plist(text):
    """Parses an old-style ASCII plist. Dicts keep the last value of a duplicate key (as
    CoreFoundation does) and every duplicate is recorded. Raises PlistError with a line number."""
    pos = 0
    n = len(text)
    duplicates = []

    def line_of(p):
        return text.count("\n", 0, p) + 1

    def fail(message, p=None):
        raise PlistError("line %d: %s" % (line_of(pos if p is None else p), message))

    def skip():
        nonlocal pos
        while pos < n:
            c = text[pos]
            if c in " \t\r\n\f\v":
                pos += 1
            elif text.startswith("/*", pos):
                end = text.find("*/", pos + 2)
                if end < 0:
                    fail("unterminated /* comment")
                pos = end + 2
            elif text.startswith("//", pos):
                end = text.find("\n", pos)
                pos = n if end < 0 else end + 1
            else:
                break

    def string():
        nonlocal pos
        quote = text[pos]
        start = pos
        pos += 1
        out = []
        while True:
            if pos >= n:
                fail("unterminated string", start)
            c = text[pos]
            if c == quote:
                pos += 1
                return "".join(out)
            if c == "\\":
                pos += 1
                if pos >= n:
                    fail("unterminated string", start)
                e = text[pos]
                if e in ESCAPES:
                    out.append(ESCAPES[e])
                    pos += 1
                elif e in "Uu":
                    digits = text[pos + 1:pos + 5]
                    if not re.fullmatch(r"[0-9A-Fa-f]{4}", digits):
                        fail("bad \\U escape")
                    out.append(chr(int(digits, 16)))
                    pos += 5
                elif e in "01234567":
                    m = re.match(r"[0-7]{1,3}", text[pos:pos + 3])
                    out.append(chr(int(m.group(0), 8)))
                    pos += len(m.group(0))
                else:
                    fail("unknown escape \\%s" % e)
            else:
                out.append(c)
                pos += 1

    def value(path):
        nonlocal pos
        skip()
        if pos >= n:
            fail("unexpected end of input")
        c = text[pos]
        if c == "{":
            pos += 1
            d = {}
            while True:
                skip()
                if pos >= n:
                    fail("unterminated dictionary")
                if text[pos] == "}":
                    pos += 1
                    return d
                key_pos = pos
                key = value(path)
                if not isinstance(key, str):
                    fail("dictionary key is not a string", key_pos)
                skip()
                if pos >= n or text[pos] != "=":
                    fail("expected '=' after key %r" % key)
                pos += 1
                v = value(path + [key])
                skip()
                if pos >= n or text[pos] != ";":
                    fail("expected ';' after the value of %r" % key)
                pos += 1
                if key in d:
                    duplicates.append(("/".join(path) or "<root>", key, line_of(key_pos)))
                d[key] = v
        if c == "(":
            pos += 1
            items = []
            while True:
                skip()
                if pos >= n:
                    fail("unterminated array")
                if text[pos] == ")":
                    pos += 1
                    return items
                items.append(value(path + ["[%d]" % len(items)]))
                skip()
                if pos < n and text[pos] == ",":
                    pos += 1
                elif pos < n and text[pos] == ")":
                    continue
                else:
                    fail("expected ',' or ')' in array")
        if c in "\"'":
            return string()
        if c == "<":
            end = text.find(">", pos)
            if end < 0:
                fail("unterminated <data>")
            hexdigits = re.sub(r"\s", "", text[pos + 1:end])
            if not re.fullmatch(r"([0-9A-Fa-f]{2})*", hexdigits):
                fail("bad <data>")
            pos = end + 1
            return bytes.fromhex(hexdigits)
        start = pos
        while pos < n and text[pos] in UNQUOTED:
            # `//` ends a bare word only where it starts a comment, i.e. never inside one (as CF)
            pos += 1
        if pos == start:
            fail("unexpected character %r" % c)
        return text[start:pos]

    result = value([])
    skip()
    if pos != n:
        fail("trailing characters after the top-level value")
    return Parsed(result, duplicates)


# --------------------------------------------------------------------------------------------
# The project's object graph.

ID = re.compile(r"^[0-9A-Fa-f]{24}$")


def references(value, skip_keys=("buildSettings",)):
    """(key path, id) of every 24-hex-digit string in an object, build settings left out."""
    out = []

    def walk(v, key):
        if isinstance(v, str):
            if ID.match(v):
                out.append((key, v))
        elif isinstance(v, list):
            for x in v:
                walk(x, key)
        elif isinstance(v, dict):
            for k, x in v.items():
                if k in skip_keys:
                    continue
                walk(x, k if not key else key + "." + k)

    walk(value, "")
    return out


def describe(objects, oid):
    o = objects.get(oid)
    if not isinstance(o, dict):
        return oid
    name = o.get("name") or o.get("path") or o.get("productName") or o.get("relativePath")
    if o.get("isa") == "PBXBuildFile":
        ref = o.get("fileRef") or o.get("productRef")
        name = "-> " + describe(objects, ref) if ref else None
    return "%s (%s%s)" % (oid, o.get("isa"), " " + str(name) if name else "")


class Project:
    def __init__(self, xcodeproj):
        self.xcodeproj = xcodeproj
        self.srcroot = os.path.dirname(os.path.abspath(xcodeproj))
        with open(os.path.join(xcodeproj, "project.pbxproj"), encoding="utf-8", errors="surrogateescape") as f:
            self.text = f.read()
        self.parsed = parse_plist(self.text)
        self.root = self.parsed.value
        self.objects = self.root.get("objects", {})
        self.object_duplicates = [d for d in self.parsed.duplicates if d[0] == "objects"]
        self.project_id = self.root.get("rootObject")
        self._paths = {}
        self.parent = {}
        for oid, o in self.objects.items():
            for c in o.get("children", []) if isinstance(o, dict) else []:
                self.parent.setdefault(c, oid)

    def isa(self, oid):
        o = self.objects.get(oid)
        return o.get("isa") if isinstance(o, dict) else None

    def of(self, isa):
        return [oid for oid, o in self.objects.items() if isinstance(o, dict) and o.get("isa") == isa]

    def path(self, oid, depth=0):
        """The path of a file reference or group relative to SRCROOT (or absolute); None when it is
        relative to something else (BUILT_PRODUCTS_DIR, SDKROOT...)."""
        if oid in self._paths:
            return self._paths[oid]
        o = self.objects.get(oid)
        result = None
        if isinstance(o, dict) and depth < 100:
            tree = o.get("sourceTree", "<group>")
            p = o.get("path")
            if tree == "<group>":
                parent = self.parent.get(oid)
                base = self.path(parent, depth + 1) if parent else ""
                if parent and base is None:
                    result = None
                else:
                    result = os.path.normpath(os.path.join(base, p)) if p else base
            elif tree == "SOURCE_ROOT":
                result = os.path.normpath(p) if p else ""
            elif tree == "<absolute>":
                result = p
        if result == ".":
            result = ""
        self._paths[oid] = result
        return result

    def targets(self):
        return {oid: self.objects[oid].get("name") for oid in self.of("PBXNativeTarget")}

    def target_by_name(self, name):
        for oid, n in self.targets().items():
            if n == name:
                return oid
        return None

    def sync_exceptions(self, group_id):
        """target id -> set of paths (relative to the synchronized folder) its exception sets list."""
        out = {}
        for eid in self.objects[group_id].get("exceptions", []):
            e = self.objects.get(eid, {})
            if e.get("isa") == "PBXFileSystemSynchronizedBuildFileExceptionSet":
                out.setdefault(e.get("target"), set()).update(e.get("membershipExceptions", []))
        return out

    def members(self, tid, disk_root, notes=None):
        """Every file (path relative to SRCROOT) the target compiles or bundles: its Sources,
        Resources and Headers phases, and its synchronized folders with their exception sets."""
        t = self.objects[tid]
        files = set()
        for ph in t.get("buildPhases", []):
            phase = self.objects.get(ph, {})
            if phase.get("isa") not in ("PBXSourcesBuildPhase", "PBXResourcesBuildPhase", "PBXHeadersBuildPhase"):
                continue
            for bf in phase.get("files", []):
                ref = self.objects.get(bf, {}).get("fileRef")
                if not ref or ref not in self.objects:
                    continue
                r = self.objects[ref]
                if r.get("isa") == "PBXVariantGroup":
                    for c in r.get("children", []):
                        p = self.path(c)
                        if p is not None:
                            files.add(p)
                else:
                    p = self.path(ref)
                    if p is not None:
                        files.add(p)
        own = set(t.get("fileSystemSynchronizedGroups", []))
        for gid in self.of("PBXFileSystemSynchronizedRootGroup"):
            folder = self.path(gid)
            if folder is None:
                continue
            exceptions = self.sync_exceptions(gid).get(tid, set())
            if gid in own:
                for rel in leaves(os.path.join(disk_root, folder)):
                    if not under_any(rel, exceptions):
                        files.add(os.path.normpath(os.path.join(folder, rel)))
            else:
                # an exception set for a target without the folder adds those files to it
                localized = [e for e in exceptions if e.startswith("/Localized/")]
                if localized:
                    files.update(os.path.normpath(os.path.join(folder, rel)) for rel in leaves(os.path.join(disk_root, folder))
                                 if under_any(rel, localized))
                for rel in exceptions:
                    if rel in localized:
                        continue
                    full = os.path.join(disk_root, folder, rel)
                    if os.path.isdir(full) and not leaf_dir(rel):
                        files.update(os.path.normpath(os.path.join(folder, rel, x)) for x in leaves(full))
                    else:
                        files.add(os.path.normpath(os.path.join(folder, rel)))
        return files


LEAF_DIR_EXTENSIONS = {".xcassets", ".bundle", ".xcdatamodeld", ".xcdatamodel", ".xcmappingmodel", ".docc",
                       ".scnassets", ".framework", ".xcframework", ".storyboardc", ".rcproject", ".mlpackage",
                       ".mlmodelc", ".playground", ".appiconset", ".imageset", ".icon", ".spriteatlas", ".xcstickers"}


def leaf_dir(path):
    return os.path.splitext(path.rstrip("/"))[1] in LEAF_DIR_EXTENSIONS


def leaves(folder):
    """Files under a folder as Xcode's synchronized folders see them: folders like .xcassets
    are one item; hidden files are left out."""
    out = []
    if not os.path.isdir(folder):
        return out
    for dirpath, dirnames, filenames in os.walk(folder):
        rel = os.path.relpath(dirpath, folder)
        keep = []
        for d in dirnames:
            if d.startswith("."):
                continue
            if leaf_dir(d):
                out.append(os.path.normpath(os.path.join(rel, d)))
            else:
                keep.append(d)
        dirnames[:] = keep
        for f in filenames:
            if not f.startswith("."):
                out.append(os.path.normpath(os.path.join(rel, f)))
    return out


def exception_matches(rel, exception):
    """Whether a path in a synchronized folder is what a membership exception names: the path,
    a folder above it, or `/Localized/<dir>/<name>`, every <dir>/<lang>.lproj/<name>."""
    if exception.startswith("/Localized/"):
        head, name = os.path.split(exception[len("/Localized/"):])
        folder, lproj = os.path.split(os.path.dirname(rel))
        return os.path.basename(rel) == name and lproj.endswith(".lproj") and folder == head
    return rel == exception or rel.startswith(exception.rstrip("/") + "/")


def under_any(rel, exceptions):
    return any(exception_matches(rel, e) for e in exceptions)


# --------------------------------------------------------------------------------------------
# Plans (JSON with // comments and trailing commas).

def strip_jsonc(text):
    out = []
    i, n = 0, len(text)
    in_string = False
    while i < n:
        c = text[i]
        if in_string:
            out.append(c)
            if c == "\\" and i + 1 < n:
                out.append(text[i + 1])
                i += 2
                continue
            if c == '"':
                in_string = False
            i += 1
        elif c == '"':
            in_string = True
            out.append(c)
            i += 1
        elif text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            i = n if j < 0 else j + 2
        else:
            out.append(c)
            i += 1
    return re.sub(r",(\s*[}\]])", r"\1", "".join(out))


def read_plan(path):
    with open(path, encoding="utf-8") as f:
        return json.loads(strip_jsonc(f.read()))


# --------------------------------------------------------------------------------------------
# Build settings: the project's and the target's, with their .xcconfig files.

SETTING_LINE = re.compile(r"^\s*([A-Za-z_][A-Za-z0-9_]*)(\[[^\]]*\])*\s*=\s*(.*?)\s*;?\s*$")


def read_xcconfig(path, log, seen=None):
    """Settings of an xcconfig as a list of (key, value) in order, includes expanded. Settings
    with a condition ([sdk=...], [config=...]) are left out (and logged)."""
    seen = seen or set()
    out = []
    if path in seen:
        return out
    seen.add(path)
    if not os.path.isfile(path):
        log("  xcconfig missing from the checkout (its settings are left out): %s" % path)
        return out
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            m = re.match(r'^\s*#include\??\s+"([^"]+)"', line)
            if m:
                inc = m.group(1)
                out.extend(read_xcconfig(os.path.normpath(os.path.join(os.path.dirname(path), inc)), log, seen))
                continue
            line = re.sub(r"//.*$", "", line)
            m = SETTING_LINE.match(line)
            if not m:
                continue
            if m.group(2):
                if m.group(1) in ("SWIFT_ACTIVE_COMPILATION_CONDITIONS", "IPHONEOS_DEPLOYMENT_TARGET", "SWIFT_VERSION"):
                    log("  conditional setting left out: %s%s in %s" % (m.group(1), m.group(2), path))
                continue
            out.append((m.group(1), m.group(3)))
    return out


def layer(settings, pairs):
    """Applies settings over `settings`; $(inherited) / ${inherited} / $(KEY) of the same key
    refer to the value below."""
    out = dict(settings)
    for key, value in pairs:
        if isinstance(value, list):
            value = " ".join(value)
        below = out.get(key, "")
        value = re.sub(r"\$[({](inherited|%s)[)}]" % re.escape(key), lambda _m: below, value)
        out[key] = value.strip()
    return out


def expand(value, settings, depth=0):
    if depth > 10:
        return value
    return re.sub(r"\$[({]([A-Za-z_][A-Za-z0-9_]*)(:[^)}]*)?[)}]",
                  lambda m: expand(settings.get(m.group(1), ""), settings, depth + 1), value)


def configurations(project, oid, log):
    """name -> (xcconfig settings pairs, build settings) of an object's configuration list."""
    out = {}
    lst = project.objects.get(project.objects[oid].get("buildConfigurationList"), {})
    for cid in lst.get("buildConfigurations", []):
        c = project.objects.get(cid, {})
        pairs = []
        base = c.get("baseConfigurationReference")
        anchor = c.get("baseConfigurationReferenceAnchor")  # Xcode 16: a file in a synchronized folder
        p = None
        if base:
            p = project.path(base)
        elif anchor and project.path(anchor) is not None:
            p = os.path.join(project.path(anchor), c.get("baseConfigurationReferenceRelativePath", ""))
        if p is not None:
            pairs = read_xcconfig(os.path.join(project.srcroot, p), log)
        out[c.get("name")] = (pairs, c.get("buildSettings", {}))
    return out


def target_settings(project, tid, log):
    """Configuration name -> resolved settings of a target: project xcconfig, project, target
    xcconfig, target (Xcode's order)."""
    proj = configurations(project, project.project_id, log)
    targ = configurations(project, tid, log)
    out = {}
    for name, (tpairs, tsettings) in targ.items():
        ppairs, psettings = proj.get(name, ([], {}))
        s = layer({}, ppairs)
        s = layer(s, [(k, v) for k, v in psettings.items()])
        s = layer(s, tpairs)
        s = layer(s, [(k, v) for k, v in tsettings.items() if not "[" in k])
        out[name] = {k: expand(v, s) for k, v in s.items()}
    return out


# --------------------------------------------------------------------------------------------
# Modules Swift code imports.

SDK_MODULES = set("""
Accelerate Accessibility AccessorySetupKit Accounts ActivityKit AdServices AdSupport AppClip AppIntents AppKit
AppTrackingTransparency ARKit AssetsLibrary AudioToolbox AudioUnit AuthenticationServices AutomaticAssessmentConfiguration
AVFAudio AVFoundation AVKit AVRouting BackgroundAssets BackgroundTasks BrowserEngineKit BusinessChat CallKit CarPlay
Carbon CFNetwork Charts ClassKit ClockKit CloudKit Cocoa Combine Compression Contacts ContactsUI CoreAudio CoreAudioKit
CoreAudioTypes CoreBluetooth CoreData CoreFoundation CoreGraphics CoreHaptics CoreImage CoreLocation CoreLocationUI
CoreMedia CoreMIDI CoreML CoreMotion CoreNFC CoreServices CoreSpotlight CoreTelephony CoreText CoreTransferable
CoreVideo CoreWLAN CreateML CryptoKit CryptoTokenKit CommonCrypto Darwin DataDetection DeveloperToolsSupport
DeviceActivity DeviceCheck Dispatch Distributed EventKit EventKitUI ExposureNotification ExtensionFoundation
ExtensionKit ExternalAccessory FamilyControls FileProvider FileProviderUI Foundation FoundationNetworking
FoundationXML GameController GameKit GameplayKit GLKit GroupActivities HealthKit HealthKitUI HomeKit IdentityLookup
IdentityLookupUI ImageCaptureCore ImageIO Intents IntentsUI JavaScriptCore LinkPresentation LiveCommunicationKit
LocalAuthentication LocalAuthenticationEmbeddedUI ManagedSettings ManagedSettingsUI MapKit MediaAccessibility
MediaPlayer MediaToolbox MessageUI Messages Metal MetalKit MetalPerformanceShaders MetricKit MLCompute ModelIO
MultipeerConnectivity MusicKit NaturalLanguage NearbyInteraction Network NetworkExtension NewsstandKit
NotificationCenter ObjectiveC Observation OpenGLES os OSLog PassKit PDFKit PencilKit Photos PhotosUI PushKit
PushToTalk QuartzCore QuickLook QuickLookThumbnailing RealityKit RegexBuilder ReplayKit SafariServices SafetyKit
SceneKit ScreenTime Security SensorKit ServiceManagement SharedWithYou ShazamKit Social SoundAnalysis Speech
SpriteKit StoreKit StoreKitTest Swift SwiftData SwiftUI SwiftUICore Symbols Synchronization SystemConfiguration
ThreadNetwork TipKit Translation TVServices Twitter UIKit UniformTypeIdentifiers UserNotifications UserNotificationsUI
VideoSubscriberAccount VideoToolbox Vision VisionKit WatchConnectivity WatchKit WeatherKit WebKit WidgetKit
XCTest Testing _Concurrency _StringProcessing _Volatile Cxx CxxStdlib SwiftOnoneSupport MachO Glibc simd libkern
zlib sqlite3 SQLite3 libxml2 Darwin.C MobileCoreServices iAd JavaScriptCore CoreSpotlight AVFAudio
_AuthenticationServices_SwiftUI _AVKit_SwiftUI _MapKit_SwiftUI _PhotosUI_SwiftUI _QuickLook_SwiftUI
_StoreKit_SwiftUI _SwiftData_SwiftUI _SceneKit_SwiftUI _SpriteKit_SwiftUI _WebKit_SwiftUI _MusicKit_SwiftUI
_CoreData_CloudKit _LocationEssentials SwiftShims Builtin
""".split())

IMPORT = re.compile(r"^\s*((?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*)import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func|actor)\s+)?([A-Za-z_][A-Za-z0-9_]*)")


def swift_imports(path):
    """(line, module, conditional) of each import of a Swift file; conditional when it sits
    under an #if canImport(<that module>)."""
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            text = f.read()
    except OSError:
        return []
    # block comments out (keeping lines), then line comments
    text = re.sub(r"/\*.*?\*/", lambda m: "\n" * m.group(0).count("\n"), text, flags=re.S)
    out = []
    stack = []
    for number, line in enumerate(text.split("\n"), 1):
        line = re.sub(r"//.*$", "", line)
        s = line.strip()
        if s.startswith("#if"):
            stack.append(s)
            continue
        if s.startswith("#elseif"):
            if stack:
                stack[-1] = s
            continue
        if s.startswith("#else"):
            if stack:
                stack[-1] = "#else " + stack[-1]
            continue
        if s.startswith("#endif"):
            if stack:
                stack.pop()
            continue
        m = IMPORT.match(line)
        if m:
            module = m.group(2)
            conditional = any(("canImport(%s" % module) in c and not c.startswith("#else") for c in stack)
            out.append((number, module, conditional))
    return out


# --------------------------------------------------------------------------------------------
# The package cleave wrote.

def dump_package(folder, log):
    try:
        r = subprocess.run(["swift", "package", "dump-package", "--package-path", folder],
                           capture_output=True, text=True, timeout=600)
    except (OSError, subprocess.TimeoutExpired) as e:
        return None, str(e)
    if r.returncode != 0:
        return None, (r.stderr.strip() or r.stdout.strip() or "exit %d" % r.returncode)
    try:
        return json.loads(r.stdout), None
    except ValueError as e:
        return None, "not JSON: %s" % e


def manifest_from_text(text):
    """What dump-package would say, read with regular expressions (when it does not load)."""
    products = {}
    for m in re.finditer(r"\.library\(\s*name:\s*\"([^\"]+)\"[^)]*?targets:\s*\[([^\]]*)\]", text, re.S):
        products[m.group(1)] = re.findall(r"\"([^\"]+)\"", m.group(2))
    targets = {}
    for m in re.finditer(r"\.(?:target|testTarget|executableTarget)\(\s*name:\s*\"([^\"]+)\"", text):
        targets[m.group(1)] = {"name": m.group(1)}
    return {"products": products, "targets": targets,
            "dependency_products": set(re.findall(r"\.product\(\s*name:\s*\"([^\"]+)\"", text))}


def local_products(dump, log):
    """For the package's path dependencies: (package identity, product) -> the modules it makes
    importable (its targets and the targets they depend on), read with dump-package."""
    out = {}
    for d in dump.get("dependencies", []):
        fs = d.get("fileSystem")
        if not fs:
            continue
        path = fs[0].get("path")
        ident = (fs[0].get("identity") or os.path.basename(path or "")).lower()
        sub, err = dump_package(path, log) if path else (None, "no path")
        if sub is None:
            log("path dependency %s: dump-package fails, its products count as modules of their name: %s" % (path, (err or "").splitlines()[:1]))
            continue
        deps = {t["name"]: [x.get("byName", x.get("target", [None]))[0] for x in t.get("dependencies", [])
                            if "byName" in x or "target" in x] for t in sub.get("targets", [])}
        for p in sub.get("products", []):
            mods, todo = set(), list(p.get("targets", []))
            while todo:
                m = todo.pop()
                if m and m not in mods:
                    mods.add(m)
                    todo.extend(deps.get(m, []))
            out[(ident, p["name"])] = mods
    return out


def manifest_model(dump, text, log=lambda s: None):
    """products -> targets; targets -> {deps: targets, products: modules its product
    dependencies make importable}; every product named of a dependency. A product of a remote
    dependency (not fetched here) counts as one module of its own name."""
    if dump is None:
        return manifest_from_text(text)
    products = {p["name"]: p.get("targets", []) for p in dump.get("products", [])}
    local = local_products(dump, log)
    targets = {}
    dependency_products = set()
    for t in dump.get("targets", []):
        dep_targets, dep_products = set(), set()
        for d in t.get("dependencies", []):
            if "byName" in d:
                dep_targets.add(d["byName"][0])
                dep_products.add(d["byName"][0])
            elif "target" in d:
                dep_targets.add(d["target"][0])
            elif "product" in d:
                name, package = d["product"][0], (d["product"][1] or "").lower()
                dep_products.update(local.get((package, name), {name}))
                dependency_products.add(name)
        targets[t["name"]] = {"name": t["name"], "deps": dep_targets, "products": dep_products,
                              "settings": t.get("settings", []), "type": t.get("type")}
    dependency_products |= set(re.findall(r"\.product\(\s*name:\s*\"([^\"]+)\"", text))
    for mods in local.values():
        dependency_products |= mods
    return {"products": products, "targets": targets, "dependency_products": dependency_products}


# --------------------------------------------------------------------------------------------
# The checks.

class Check:
    def __init__(self, name):
        self.name = name
        self.problems = []
        self.error = None  # the check could not run
        self.info = []

    def add(self, text):
        self.problems.append(text)

    def summary(self):
        if self.error:
            return {"status": "n/a", "count": 0, "example": self.error}
        return {"status": "pass" if not self.problems else "fail", "count": len(self.problems),
                "example": self.problems[0] if self.problems else ""}


def check_parse(before, after, c):
    pre = {(d[0], d[1]) for d in before.parsed.duplicates}
    for path, key, line in after.parsed.duplicates:
        if (path, key) in pre:
            c.info.append("pre-existing duplicate key %s in %s" % (key, path))
        else:
            c.add("duplicate key %s in %s (line %d)" % (key, path, line))
    for k in ("archiveVersion", "objectVersion", "rootObject", "objects"):
        if k not in after.root:
            c.add("top-level key %s missing" % k)


def dangling(project):
    out = []
    for oid, o in project.objects.items():
        for key, ref in references(o):
            if ref not in project.objects:
                out.append((oid, key, ref))
    rootref = project.root.get("rootObject")
    if rootref not in project.objects:
        out.append(("<root>", "rootObject", rootref))
    return out


def check_ids(before, after, c):
    pre = {(o, k, r) for o, k, r in dangling(before)}
    for o, k, r in dangling(after):
        if (o, k, r) in pre:
            c.info.append("pre-existing dangling id %s.%s -> %s" % (o, k, r))
        else:
            c.add("%s.%s -> %s does not exist" % (describe(after.objects, o), k, r))
    pre_dups = {d[1] for d in before.object_duplicates}
    for _, key, line in after.object_duplicates:
        if key in pre_dups:
            c.info.append("pre-existing duplicate object id %s" % key)
        else:
            c.add("object id %s defined twice (line %d)" % (key, line))


LIST_KEYS = ("children", "files", "packageReferences", "packageProductDependencies", "exceptions", "buildPhases", "fileSystemSynchronizedGroups")


def check_unrelated(before, after, moved_refs, c, moved_paths=()):
    """Only the split's own changes: removals of moved files' objects (and emptied groups),
    additions of package objects, list entries for those ids, a moved file's entry in a
    synchronized folder's exception set (with the set, when no entry is left), and a synchronized
    folder every file of which moved (with its exception sets)."""
    removed = set(before.objects) - set(after.objects)
    added = set(after.objects) - set(before.objects)
    ok_removed = set()
    folder_of_set, group_of_set = {}, {}
    for gid, g in before.objects.items():
        if g.get("isa") == "PBXFileSystemSynchronizedRootGroup":
            for sid in g.get("exceptions", []):
                folder_of_set[sid] = before.path(gid) or ""
                group_of_set[sid] = gid
    def emptied(gid):
        folder = before.path(gid) or ""
        files = [os.path.normpath(os.path.join(folder, os.path.relpath(os.path.join(d, f), os.path.join(before.srcroot, folder))))
                 for d, _, names in os.walk(os.path.join(before.srcroot, folder)) for f in names]
        # (a bundle, such as an asset catalog, moves whole)
        moved_or_inside = lambda f: any("/".join(f.split("/")[:i]) in moved_paths for i in range(1, f.count("/") + 2))
        return bool(files) and all(moved_or_inside(f) for f in files)
    def moved_entry(sid, entry):
        folder = folder_of_set.get(sid, "")
        return os.path.normpath(os.path.join(folder, entry)) in moved_paths
    for oid in removed:
        o = before.objects[oid]
        isa = o.get("isa")
        if isa == "PBXFileSystemSynchronizedBuildFileExceptionSet" and o.get("membershipExceptions") \
                and all(moved_entry(oid, e) for e in o["membershipExceptions"]):
            ok_removed.add(oid)
        elif isa in ("PBXFileReference", "XCVersionGroup") and oid in moved_refs:
            ok_removed.add(oid)
        elif isa == "PBXVariantGroup" and oid in moved_refs:
            ok_removed.add(oid)
        elif isa == "PBXBuildFile" and o.get("fileRef") in moved_refs:
            ok_removed.add(oid)
        elif isa == "PBXFileSystemSynchronizedRootGroup" and emptied(oid):
            ok_removed.add(oid)
    for oid in removed:
        if before.objects[oid].get("isa") == "PBXFileSystemSynchronizedBuildFileExceptionSet" and group_of_set.get(oid) in ok_removed:
            ok_removed.add(oid)
    # groups emptied: every child removed too (repeat for nested groups)
    changed = True
    while changed:
        changed = False
        for oid in removed - ok_removed:
            o = before.objects[oid]
            if o.get("isa") == "PBXGroup" and all(ch in ok_removed for ch in o.get("children", [])):
                ok_removed.add(oid)
                changed = True
    for oid in sorted(removed - ok_removed):
        o = before.objects[oid]
        why = ""
        if o.get("isa") == "PBXBuildFile" and o.get("fileRef"):
            why = ": its file %s did not move" % describe(before.objects, o["fileRef"])
        c.add("removed %s%s" % (describe(before.objects, oid), why))
    ok_added = set()
    for oid in added:
        o = after.objects[oid]
        isa = o.get("isa")
        if isa in ("XCLocalSwiftPackageReference", "XCSwiftPackageProductDependency"):
            ok_added.add(oid)
        elif isa == "PBXBuildFile" and o.get("productRef") and not o.get("fileRef"):
            ok_added.add(oid)
        elif isa == "PBXFrameworksBuildPhase" and all(after.objects.get(f, {}).get("productRef") for f in o.get("files", [])):
            ok_added.add(oid)  # a test target that had none, to link the package's products
        else:
            c.add("added %s" % describe(after.objects, oid))
    for k in set(before.root) | set(after.root):
        if k != "objects" and before.root.get(k) != after.root.get(k):
            c.add("top-level %s changed: %r -> %r" % (k, before.root.get(k), after.root.get(k)))
    for oid in sorted(set(before.objects) & set(after.objects)):
        old, new = before.objects[oid], after.objects[oid]
        if old == new:
            continue
        for key in sorted(set(old) | set(new)):
            a, b = old.get(key), new.get(key)
            if a == b:
                continue
            if key == "membershipExceptions" and isinstance(a or [], list) and isinstance(b or [], list) \
                    and set(b or []) <= set(a or []) and all(moved_entry(oid, e) for e in set(a or []) - set(b or [])):
                continue
            if key in LIST_KEYS and isinstance(a or [], list) and isinstance(b or [], list):
                a, b = a or [], b or []
                gone = [x for x in a if x not in b]
                new_entries = [x for x in b if x not in a]
                for x in gone:
                    if x not in removed:
                        c.add("%s: %s entry %s removed, the object kept" % (describe(after.objects, oid), key, describe(before.objects, x)))
                for x in new_entries:
                    if x not in ok_added:
                        c.add("%s: %s entry %s added" % (describe(after.objects, oid), key, describe(after.objects, x)))
                kept_a = [x for x in a if x in b]
                kept_b = [x for x in b if x in a]
                if kept_a != kept_b:
                    c.add("%s: %s reordered" % (describe(after.objects, oid), key))
            else:
                short = lambda v: (json.dumps(v)[:120] if v is not None else "(none)")
                c.add("%s: %s changed: %s -> %s" % (describe(after.objects, oid), key, short(a), short(b)))


class Package:
    def __init__(self, root):
        self.root = root  # absolute
        self.modules = {}  # module -> list of leaf paths relative to Sources/<module>
        sources = os.path.join(root, "Sources")
        if os.path.isdir(sources):
            for m in sorted(os.listdir(sources)):
                if os.path.isdir(os.path.join(sources, m)):
                    self.modules[m] = leaves(os.path.join(sources, m))


def find_moved(rel, packages):
    """Where a file (relative to SRCROOT) is in the new packages: [(package, module, path)]."""
    hits = []
    for pkg in packages:
        for module, files in pkg.modules.items():
            for f in files:
                if f == rel or rel.endswith("/" + f) or f.endswith("/" + rel):
                    hits.append((pkg, module, f))
    if not hits and rel.endswith(".h"):
        # a header other code sees goes to the C target's include/ folder
        name = os.path.basename(rel)
        for pkg in packages:
            for module, files in pkg.modules.items():
                for f in files:
                    if f.startswith("include/") and os.path.basename(f) == name:
                        hits.append((pkg, module, f))
    return hits


def run_checks(args):
    log_lines = []

    def log(line):
        if not (line.startswith("  xcconfig missing") or line.startswith("  conditional setting")) or line not in log_lines:
            log_lines.append(line)
    orig_proj = os.path.join(args.orig, args.project)
    out_proj = os.path.join(args.out, args.project)
    result = {"project": args.project, "target": args.target, "checks": {}}
    checks = {k: Check(k) for k in ("parse", "ids", "unrelated", "files", "manifest", "imports", "names", "settings")}

    def finish():
        for k, c in checks.items():
            result["checks"][k] = c.summary()
            log("")
            log("## %s: %s (%d)%s" % (k, c.summary()["status"], len(c.problems), ": " + c.error if c.error else ""))
            for p in c.problems:
                log("  - " + p)
            for i in c.info:
                log("  (info) " + i)
        with open(args.json, "w") as f:
            json.dump(result, f, indent=1)
        print("\n".join(log_lines))
        return 0

    before = Project(orig_proj)
    tid_before = before.target_by_name(args.target)
    if tid_before is None:
        for c in checks.values():
            c.error = "no target %s in the original project" % args.target
        return finish()
    swift = sorted(p for p in before.members(tid_before, before.srcroot) if p.endswith(".swift"))
    result["swift_files"] = len(swift)
    log("# %s, target %s: %d Swift files compiled by the target" % (args.project, args.target, len(swift)))

    # 1. parse
    try:
        after = Project(out_proj)
    except (PlistError, OSError) as e:
        checks["parse"].add("does not parse: %s" % e)
        for k in checks:
            if k != "parse":
                checks[k].error = "project.pbxproj does not parse"
        return finish()
    check_parse(before, after, checks["parse"])
    # 2. ids
    check_ids(before, after, checks["ids"])

    # the new packages: XCLocalSwiftPackageReferences the split added
    new_refs = [oid for oid in after.of("XCLocalSwiftPackageReference") if oid not in before.objects]
    packages = []
    for oid in new_refs:
        rel = after.objects[oid].get("relativePath", "")
        root = os.path.normpath(os.path.join(after.srcroot, rel))
        packages.append(Package(root))
        log("new local package %s: %s" % (rel, ", ".join("%s (%d files)" % (m, len(f)) for m, f in Package(root).modules.items())))
    # packages written to disk that the project does not reference (still checked: 4 reports
    # the files their targets lose)
    referenced = {pkg.root for pkg in packages}
    for dirpath, dirnames, filenames in os.walk(args.out):
        dirnames[:] = [d for d in dirnames if not d.startswith(".") and d not in ("Pods", "Carthage", "node_modules")]
        if "Package.swift" in filenames and os.path.abspath(dirpath) not in referenced:
            rel = os.path.relpath(dirpath, args.out)
            if not os.path.exists(os.path.join(args.orig, rel, "Package.swift")):
                packages.append(Package(os.path.abspath(dirpath)))
                checks["files"].add("package %s was written, but the project does not reference it (no XCLocalSwiftPackageReference)" % rel)
                log("new package %s is on disk, but the project does not reference it: %s"
                    % (rel, ", ".join("%s (%d files)" % (m, len(f)) for m, f in packages[-1].modules.items())))
    if not new_refs:
        log("no XCLocalSwiftPackageReference was added to the project")

    # files moved: every file of any target before that is now in a package
    targets_before = before.targets()
    members_before = {t: before.members(t, before.srcroot) for t in targets_before}
    all_files = set().union(*members_before.values()) if members_before else set()
    referenced_paths = {before.path(oid) for oid in before.of("PBXFileReference")} - {None}
    moved = {}
    for rel in sorted(all_files | referenced_paths):
        hits = find_moved(rel, packages)
        if hits:
            moved[rel] = hits
    log("%d files of the project (its targets' and file references') are in the new package(s)" % len(moved))
    moved_refs = set()
    for oid, o in before.objects.items():
        isa = o.get("isa")
        if isa in ("PBXFileReference", "XCVersionGroup") and before.path(oid) in moved:
            moved_refs.add(oid)
        elif isa == "PBXVariantGroup":
            kids = [before.path(ch) for ch in o.get("children", [])]
            if kids and all(k in moved for k in kids):
                moved_refs.add(oid)
    # 3. unrelated changes
    check_unrelated(before, after, moved_refs, checks["unrelated"], set(moved))

    # 5. manifest (before 4: 4 needs the products)
    manifests = {}
    for pkg in packages:
        path = os.path.join(pkg.root, "Package.swift")
        text = open(path, encoding="utf-8").read() if os.path.isfile(path) else ""
        if not text:
            checks["manifest"].add("%s: no Package.swift" % pkg.root)
            manifests[pkg.root] = (manifest_model(None, ""), None, "")
            continue
        # SwiftPM refuses two dependencies with one identity when it resolves them, which
        # dump-package does not do
        identities = {}
        for m in re.finditer(r"\.package\(\s*(?:name:\s*\"[^\"]*\"\s*,\s*)?(?:url|path):\s*\"([^\"]+)\"", text):
            ident = re.sub(r"\.git$", "", m.group(1).rstrip("/")).rsplit("/", 1)[-1].rsplit(":", 1)[-1].lower()
            identities.setdefault(ident, []).append(m.group(1))
        for ident, urls in sorted(identities.items()):
            if len(urls) > 1:
                checks["manifest"].add("%s: %d dependencies with the identity %s (%s): SwiftPM refuses that when it resolves"
                                       % (os.path.relpath(path, args.out), len(urls), ident, ", ".join(urls)))
        for m in re.finditer(r"\.package\(\s*(?:name:\s*\"[^\"]*\"\s*,\s*)?path:\s*\"([^\"]+)\"", text):
            if not os.path.isfile(os.path.join(pkg.root, m.group(1), "Package.swift")):
                checks["manifest"].add("%s: the path dependency %s has no Package.swift there" % (os.path.relpath(path, args.out), m.group(1)))
        dump, err = dump_package(pkg.root, log)
        if err:
            checks["manifest"].add("%s: dump-package fails: %s" % (os.path.relpath(path, args.out), err.splitlines()[0] if err else err))
            log("dump-package output:\n" + err)
        manifests[pkg.root] = (manifest_model(dump, text, log), dump, text)
    if not packages:
        checks["manifest"].error = "no package"

    # 4. files
    c = checks["files"]
    targets_after = after.targets()
    linked = {}  # target id -> modules it links (package root, module)
    for tid in targets_after:
        mods = set()
        for pid in after.objects[tid].get("packageProductDependencies", []):
            p = after.objects.get(pid, {})
            for pkg in packages:
                ref = p.get("package")
                if ref is None or (ref in after.objects and os.path.normpath(os.path.join(after.srcroot, after.objects[ref].get("relativePath", ""))) == pkg.root):
                    # a product links its targets and the targets they depend on
                    model = manifests[pkg.root][0]
                    todo = list(model["products"].get(p.get("productName"), []))
                    while todo:
                        t = todo.pop()
                        if (pkg.root, t) not in mods:
                            mods.add((pkg.root, t))
                            todo.extend(model["targets"].get(t, {}).get("deps", set()))
        linked[tid] = mods
    lost_total = 0
    for tid, name in sorted(targets_before.items(), key=lambda x: x[1] or ""):
        if tid not in targets_after:
            c.add("target %s is gone" % name)
            continue
        now = after.members(tid, after.srcroot)
        lost = []
        for rel in sorted(members_before[tid]):
            if not os.path.lexists(os.path.join(before.srcroot, rel)):
                c.info.append("%s: %s is missing from the checkout already" % (name, rel))
                continue
            if rel in now:
                continue
            hits = moved.get(rel, [])
            if hits and any((pkg.root, module) in linked[tid] for pkg, module, _ in hits):
                continue
            lost.append((rel, "in module %s, which %s does not link" % (hits[0][1], name) if hits else "in no package"))
        for rel in sorted(now):
            if rel in members_before[tid]:
                if rel in moved:
                    c.add("%s: %s is both in the target and in module %s" % (name, rel, moved[rel][0][1]))
                elif os.path.lexists(os.path.join(before.srcroot, rel)) and not os.path.lexists(os.path.join(after.srcroot, rel)):
                    c.add("%s: %s is still in the target but no longer on disk" % (name, rel))
        if lost:
            lost_total += len(lost)
            log("%s lost %d files, e.g. %s (%s)" % (name, len(lost), lost[0][0], lost[0][1]))
            for rel, why in lost:
                c.add("%s: lost %s (%s)" % (name, rel, why))
    for gid in after.of("PBXFileSystemSynchronizedRootGroup"):
        folder = after.path(gid)
        if folder is not None and os.path.isdir(os.path.join(before.srcroot, folder)) and not os.path.isdir(os.path.join(after.srcroot, folder)):
            users = [n for t, n in targets_after.items() if gid in after.objects[t].get("fileSystemSynchronizedGroups", [])]
            c.add("synchronized folder %s (of %s) is still in the project but gone from disk" % (folder, ", ".join(users) or "no target"))
    for rel, hits in sorted(moved.items()):
        if len(hits) > 1:
            c.add("%s is in the package %d times: %s" % (rel, len(hits), ", ".join(m + "/" + f for _, m, f in hits)))
        if os.path.lexists(os.path.join(after.srcroot, rel)):
            c.add("%s moved to module %s but is still at its old path too" % (rel, hits[0][1]))

    # 6. imports
    c = checks["imports"]
    if not packages:
        c.error = "no package"
    for pkg in packages:
        model = manifests[pkg.root][0]
        all_modules = set(pkg.modules) | set(model["targets"])
        for module, files in pkg.modules.items():
            t = model["targets"].get(module, {})
            closure = set()
            todo = [module]
            while todo:
                m = todo.pop()
                if m in closure:
                    continue
                closure.add(m)
                todo.extend(model["targets"].get(m, {}).get("deps", set()))
            direct_products = set(t.get("products", set())) | set(t.get("deps", set()))
            for f in files:
                if not f.endswith(".swift"):
                    continue
                for line, imp, conditional in swift_imports(os.path.join(pkg.root, "Sources", module, f)):
                    where = "Sources/%s/%s:%d" % (module, f, line)
                    if imp in SDK_MODULES or imp in closure:
                        continue
                    if conditional:
                        c.info.append("%s: import %s under #if canImport(%s)" % (where, imp, imp))
                        continue
                    if "deps" in t and imp in direct_products:
                        continue
                    if imp in all_modules:
                        c.add("%s: import %s: a module of the package, but %s does not depend on it" % (where, imp, module))
                    elif imp in model["dependency_products"]:
                        if "deps" in t:
                            c.add("%s: import %s: a module of a dependency's product, but %s does not depend on it" % (where, imp, module))
                    else:
                        c.add("%s: import %s: no module of the package, no SDK module, no product of a declared dependency" % (where, imp))

    # 7. names
    c = checks["names"]
    if not packages:
        c.error = "no package"
    taken = {}
    for s in SDK_MODULES:
        taken.setdefault(s.lower(), "an SDK module (%s)" % s)
    for tid, name in targets_before.items():
        taken[name.lower()] = "a target of the project (%s)" % name
        pn = before.objects[tid].get("productName")
        if pn and pn.lower() not in taken:
            taken[pn.lower()] = "the product name of target %s" % name
    for oid in before.of("XCSwiftPackageProductDependency"):
        pn = before.objects[oid].get("productName", "")
        taken.setdefault(pn.lower(), "a package product the project links (%s)" % pn)
    new_modules = {m for pkg in packages for m in pkg.modules}
    for tid in targets_before:
        for rel in members_before[tid]:
            if rel.endswith(".swift"):
                for _, imp, _ in swift_imports(os.path.join(before.srcroot, rel)):
                    taken.setdefault(imp.lower(), "a module the project's code imports (%s, e.g. in %s)" % (imp, rel))
    for pkg in packages:
        for p in manifests[pkg.root][0]["dependency_products"]:
            taken.setdefault(p.lower(), "a product of a package dependency (%s)" % p)
    for m in sorted(new_modules):
        if m.lower() in taken:
            c.add("module %s: same name as %s" % (m, taken[m.lower()]))

    # 8. settings
    c = checks["settings"]
    if not packages:
        c.error = "no package"
    else:
        settings = target_settings(before, tid_before, log)
        for name, s in sorted(settings.items()):
            log("%s settings [%s]: IPHONEOS_DEPLOYMENT_TARGET=%r SWIFT_VERSION=%r SWIFT_ACTIVE_COMPILATION_CONDITIONS=%r"
                % (args.target, name, s.get("IPHONEOS_DEPLOYMENT_TARGET"), s.get("SWIFT_VERSION"), s.get("SWIFT_ACTIVE_COMPILATION_CONDITIONS")))
        for pkg in packages:
            check_settings(settings, manifests[pkg.root], pkg, c)
    result["modules_written"] = sorted(new_modules)
    return finish()


def version_tuple(v):
    return tuple(int(x) for x in re.findall(r"\d+", v or "")) or (0,)


def tested_conditions(path):
    """The names a Swift file's #if and #elseif lines test."""
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            lines = f.read().split("\n")
    except OSError:
        return set()
    names = set()
    for line in lines:
        m = re.match(r"\s*#(?:else)?if\b(.*)", re.sub(r"//.*$", "", line))
        if m:
            names.update(re.findall(r"(?<![\w(])([A-Za-z_]\w*)\b(?!\s*\()", m.group(1)))
    return names


def check_settings(settings, manifest, pkg, c):
    model, dump, text = manifest
    where = os.path.basename(pkg.root)
    # deployment target: the lowest of the configurations
    deploys = {s.get("IPHONEOS_DEPLOYMENT_TARGET") for s in settings.values() if s.get("IPHONEOS_DEPLOYMENT_TARGET")}
    if deploys:
        want = min(deploys, key=version_tuple)
        have = None
        if dump is not None:
            for p in dump.get("platforms") or []:
                if p.get("platformName") == "ios":
                    have = p.get("version")
        else:
            m = re.search(r"\.iOS\(\s*(?:\"([^\"]+)\"|\.v(\d+)(?:_(\d+))?)", text)
            if m:
                have = m.group(1) or ".".join(x for x in m.group(2, 3) if x)
        if have is None:
            c.add("%s: no iOS platform; the app targets iOS %s" % (where, want))
        elif version_tuple(have) != version_tuple(want) and version_tuple(have) + (0,) != version_tuple(want) and version_tuple(have) != version_tuple(want) + (0,):
            c.add("%s: iOS %s, the app targets iOS %s" % (where, have, want))
    else:
        c.info.append("the app target names no IPHONEOS_DEPLOYMENT_TARGET")
    # Swift version
    versions = {s.get("SWIFT_VERSION") for s in settings.values() if s.get("SWIFT_VERSION")}
    tools = re.match(r"\s*//\s*swift-tools-version\s*:\s*([0-9.]+)", text)
    tools = version_tuple(tools.group(1)) if tools else (0,)
    modes = set()
    if dump is not None:
        for v in dump.get("swiftLanguageVersions") or []:
            modes.add(str(v).strip("{}'\" :").split(".")[0].lstrip("v"))
    for m in re.finditer(r"swiftLanguage(?:Versions|Modes)\s*:\s*\[([^\]]*)\]", text):
        modes.update(re.findall(r"\.v(\d+)", m.group(1)))
        modes.update(x.split(".")[0] for x in re.findall(r"\"([0-9.]+)\"", m.group(1)))
    per_target_mode = {}
    for t, info in model["targets"].items():
        for st in info.get("settings", []):
            s = json.dumps(st)
            if "swiftLanguageMode" in s or "swiftLanguageVersion" in s:
                mm = re.search(r"v(\d+)|\"(\d+)", s)
                if mm:
                    per_target_mode[t] = mm.group(1) or mm.group(2)
    for v in versions:
        major = str(version_tuple(v)[0])
        for module in pkg.modules:
            if module in per_target_mode:
                mode, how = per_target_mode[module], ".swiftLanguageMode"
            elif modes:
                mode, how = max(modes, key=lambda x: int(x) if x.isdigit() else 0), "swiftLanguageVersions/Modes"
            else:
                mode, how = ("6" if tools >= (6,) else "5"), "swift-tools-version %s" % ".".join(map(str, tools))
            if mode != major and not (major == "4" and mode == "4"):
                c.add("%s: module %s builds in Swift %s (%s), the app's SWIFT_VERSION is %s" % (where, module, mode, how, v))
    if not versions:
        c.info.append("the app target names no SWIFT_VERSION")
    # compilation conditions, per SwiftPM configuration: names with "debug" are debug (as Xcode
    # maps them), the others release
    conds = {}
    for name, s in settings.items():
        kind = "debug" if "debug" in (name or "").lower() else "release"
        conds.setdefault(kind, []).append((name, set(s.get("SWIFT_ACTIVE_COMPILATION_CONDITIONS", "").replace('"', "").split()) - {"$(inherited)"}))
    every = set().union(*[x for v in conds.values() for _, x in v]) if conds else set()
    for module in pkg.modules:
        info = model["targets"].get(module, {})
        # SwiftPM defines DEBUG in its debug builds itself.
        defines = {"DEBUG": {"debug"}}  # name -> set of configs ("any" when unconditional)
        if "settings" in info:
            for st in info["settings"]:
                kind = st.get("kind", {})
                if "define" in kind and st.get("tool") == "swift":
                    name = kind["define"].get("_0", "").split("=")[0]
                    cfg = (st.get("condition") or {}).get("config")
                    defines.setdefault(name, set()).add(cfg or "any")
        else:
            for m in re.finditer(r"\.define\(\s*\"([^\"]+)\"(?:\s*,\s*\.when\(([^)]*)\))?", text):
                cfg = re.search(r"\.(debug|release)", m.group(2) or "")
                defines.setdefault(m.group(1), set()).add(cfg.group(1) if cfg else "any")
        tested = set()
        for f in pkg.modules[module]:
            if f.endswith(".swift"):
                tested |= tested_conditions(os.path.join(pkg.root, "Sources", module, f))
        for cond in sorted(every):
            debug_sets = [x for _, x in conds.get("debug", [])]
            release_sets = [x for _, x in conds.get("release", [])]
            any_debug, all_debug = any(cond in x for x in debug_sets), bool(debug_sets) and all(cond in x for x in debug_sets)
            any_release, all_release = any(cond in x for x in release_sets), bool(release_sets) and all(cond in x for x in release_sets)
            have = defines.get(cond)
            configs_with = ", ".join(sorted(n for v in conds.values() for n, x in v if cond in x))
            if not have:
                # in some configurations of one kind only (Mastodon's Profile): SwiftPM, which builds
                # debug and release, cannot say that; it matters where the module's #if tests it
                sayable = (all_debug or not any_debug) and (all_release or not any_release)
                if sayable or cond in tested:
                    c.add("%s: module %s does not define %s (the app does in %s)%s" % (
                        where, module, cond, configs_with, "" if sayable else ", and its #if tests it"))
                else:
                    c.info.append("module %s: %s is in some configurations of one kind only (%s), and no #if of it tests it" % (module, cond, configs_with))
                continue
            active_debug = "any" in have or "debug" in have
            active_release = "any" in have or "release" in have
            how = "in every configuration" if "any" in have else "for " + "/".join(sorted(have))
            if active_debug and debug_sets and not any_debug:
                c.add("%s: module %s defines %s %s, so in debug builds too; the app defines it in %s only" % (where, module, cond, how, configs_with))
            elif active_release and release_sets and not any_release:
                c.add("%s: module %s defines %s %s, so in release builds too; the app defines it in %s only" % (where, module, cond, how, configs_with))
            elif (all_debug and not active_debug) or (all_release and not active_release):
                c.add("%s: module %s defines %s %s only; the app defines it in %s" % (where, module, cond, how, configs_with))
            elif not (all_debug or not any_debug) or not (all_release or not any_release):
                c.info.append("module %s: %s is in some configurations of one kind only (%s): SwiftPM cannot say that" % (module, cond, configs_with))


# --------------------------------------------------------------------------------------------
# Plan adjustment and the report.

def drop_erroneous(args):
    """The smallest adjustment that lets apply run: drops, of the modules the errors of
    `cleave check --format json` name, the ones that break the rule: the depending module of a
    layer, feature or deny rule; in a cycle through the app, every module of it; in another
    cycle, none if one of its modules goes already, else the one with the fewest files."""
    plan = read_plan(args.plan)
    with open(args.check_json) as f:
        check = json.load(f)
    names = [m["name"] for m in plan.get("modules", [])]
    files = {m.get("name"): m.get("files", 0) for m in check.get("modules", [])}
    errors = [f for f in check.get("findings", []) if f.get("severity") == "error"]
    bad = set()
    cycles = []
    for finding in errors:
        modules = [m for m in finding.get("modules", []) if m in names or m == args.app]
        if finding.get("code") in ("cycle", "possible-cycle"):
            if args.app in finding.get("modules", []):
                bad.update(m for m in modules if m != args.app)
            else:
                cycles.append(modules)
        elif modules:
            first = modules[0] if modules[0] != args.app else (modules[1:] or [None])[0]
            if first:
                bad.add(first)
    for modules in cycles:
        if modules and not bad.intersection(modules):
            bad.add(min(modules, key=lambda m: (files.get(m, 0), m)))
    drop = [m for m in names if m in bad]
    plan["modules"] = [m for m in plan.get("modules", []) if m["name"] not in bad]
    with open(args.output, "w") as f:
        json.dump(plan, f, indent=2)
    print(" ".join(drop))
    return 0


SKIP_FOLDERS = (".lproj", ".xcassets", ".xcdatamodeld", ".bundle", ".docc", ".xcstrings")


def refine(args):
    """The init plan's modules one folder deeper: each folder a module takes becomes one module
    per sub-folder that holds source files of the target (named <Module><Subfolder>, same layer); files
    directly in the folder and the plan's resource lists are left to cleave (they stay in the
    app, or go where they are looked up)."""
    plan = read_plan(args.plan)
    project = Project(args.project)
    root = project.srcroot
    tid = project.target_by_name(args.target)
    members = {m for m in project.members(tid, root) if m.endswith((".swift", ".m", ".h"))} if tid else set()
    modules = []
    used = set()

    def base_of(entry):
        if os.path.isdir(os.path.join(root, entry)):
            return ""
        for dirpath, dirnames, _ in os.walk(root):
            depth = os.path.relpath(dirpath, root).count(os.sep)
            dirnames[:] = [d for d in dirnames if not d.startswith(".") and depth < 3]
            if os.path.isdir(os.path.join(dirpath, entry)):
                return os.path.relpath(dirpath, root)
        return None

    for m in plan.get("modules", []):
        for entry in m.get("files", []):
            base = base_of(entry)
            if base is None or any(ch in entry for ch in "*?"):
                continue
            folder = os.path.join(root, base, entry)
            for sub in sorted(os.listdir(folder)):
                full = os.path.join(folder, sub)
                if sub.startswith(".") or not os.path.isdir(full) or sub.endswith(SKIP_FOLDERS):
                    continue
                prefix = os.path.normpath(os.path.join(base, entry, sub)) + "/"
                if not any(x.startswith(prefix) for x in members):
                    continue  # no source file of the target there
                name = m["name"] + "".join(w[:1].upper() + w[1:] for w in re.split(r"[^A-Za-z0-9]+", sub) if w)
                if not re.match(r"^[A-Za-z_]", name) or name in used:
                    continue
                used.add(name)
                modules.append({"name": name, "layer": m.get("layer", "Core"), "files": [entry.rstrip("/") + "/" + sub]})
    plan["modules"] = modules
    with open(args.output, "w") as f:
        json.dump(plan, f, indent=2)
    print(len(modules))
    return 0


def record(args):
    """Merges facts into a project's result JSON: key=value (a JSON value or a string), or
    check.<name>=<status>|<count>|<example>."""
    data = {}
    if os.path.isfile(args.json):
        with open(args.json) as f:
            data = json.load(f)
    for fact in args.facts:
        key, _, value = fact.partition("=")
        if key.startswith("check."):
            status, count, example = (value.split("|", 2) + ["", ""])[:3]
            data.setdefault("checks", {})[key[6:]] = {"status": status, "count": int(count or 0), "example": example}
            continue
        try:
            data[key] = json.loads(value)
        except ValueError:
            data[key] = value
    with open(args.json, "w") as f:
        json.dump(data, f, indent=1)
    return 0


def plan_modules(args):
    print(len(read_plan(args.plan).get("modules", [])))
    return 0


COLUMNS = [("parse", "1 pbxproj parses"), ("ids", "2 ids"), ("unrelated", "3 nothing unrelated"),
           ("files", "4 files reachable"), ("manifest", "5 manifest loads"), ("imports", "6 imports"),
           ("names", "7 names"), ("settings", "8 settings"), ("reapply", "9 second apply")]


def cell(summary):
    if not summary:
        return "-"
    if summary["status"] == "pass":
        return "pass"
    if summary["status"] == "n/a":
        return "n/a"
    return "FAIL (%d)" % summary["count"]


def md(text):
    return str(text).replace("|", "\\|").replace("\n", " ")


def report(args):
    rows = []
    for name in sorted(os.listdir(args.results)):
        if name.endswith(".json"):
            with open(os.path.join(args.results, name)) as f:
                rows.append(json.load(f))
    rows.sort(key=lambda r: r.get("order", 0))
    header = ["project", "target", "Swift files", "modules (init plan)", "check errors", "apply (init plan)",
              "modules applied", "apply s", "left for a human"] + [c[1] for c in COLUMNS]
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    details = []
    for r in rows:
        checks = r.get("checks", {})
        lines.append("| " + " | ".join(md(x) for x in [
            r.get("repository"), r.get("target"), r.get("swift_files", "-"), r.get("plan_modules", "-"),
            r.get("check_errors", "-"), r.get("apply_init", "-"), r.get("modules_applied", "-"), r.get("apply_seconds", "-"),
            r.get("left_for_human", "-")]
            + [cell(checks.get(k)) for k, _ in COLUMNS]) + " |")
        for k, title in COLUMNS:
            s = checks.get(k)
            if s and s["status"] != "pass":
                details.append("- %s, %s: %s%s" % (r.get("repository"), title,
                                                  "%d, e.g. " % s["count"] if s["status"] == "fail" else "",
                                                  md(s["example"])))
        if r.get("note"):
            details.append("- %s: %s" % (r.get("repository"), md(r["note"])))
        for step in r.get("human_steps", []):
            details.append("- %s, left for a human: %s" % (r.get("repository"), md(step)))
    out = "\n".join(lines) + "\n\n" + "\n".join(details) + "\n"
    with open(args.output, "w") as f:
        f.write(args.preamble.replace("\\n", "\n") + out if args.preamble else out)
    print(out)
    return 0


# --------------------------------------------------------------------------------------------
# Self-tests: each check on a tiny hand-made project, so that none can pass silently.

def _write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


BASE_PBXPROJ = """// !$*UTF8*$!
{
	archiveVersion = 1;
	classes = {
	};
	objectVersion = 60;
	objects = {
		B00000000000000000000001 /* A.swift in Sources */ = {isa = PBXBuildFile; fileRef = F00000000000000000000001 /* A.swift */; };
		B00000000000000000000002 /* B.swift in Sources */ = {isa = PBXBuildFile; fileRef = F00000000000000000000002 /* B.swift */; };
		B00000000000000000000003 /* B.swift in Sources */ = {isa = PBXBuildFile; fileRef = F00000000000000000000002 /* B.swift */; };
		F00000000000000000000001 /* A.swift */ = {isa = PBXFileReference; path = A.swift; sourceTree = "<group>"; };
		F00000000000000000000002 /* B.swift */ = {isa = PBXFileReference; path = B.swift; sourceTree = "<group>"; };
		G00000000000000000000001 = {isa = PBXGroup; children = (G00000000000000000000002 /* App */, ); sourceTree = "<group>"; };
		G00000000000000000000002 /* App */ = {isa = PBXGroup; children = (F00000000000000000000001, F00000000000000000000002, ); path = App; sourceTree = "<group>"; };
		S00000000000000000000001 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B00000000000000000000001, B00000000000000000000002, ); };
		S00000000000000000000002 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B00000000000000000000003, ); };
		T00000000000000000000001 /* App */ = {isa = PBXNativeTarget; buildConfigurationList = L00000000000000000000002; buildPhases = (S00000000000000000000001, ); name = App; productType = "com.apple.product-type.application"; };
		T00000000000000000000002 /* Ext */ = {isa = PBXNativeTarget; buildPhases = (S00000000000000000000002, ); name = Ext; productType = "com.apple.product-type.app-extension"; };
		C00000000000000000000001 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 16.0; SWIFT_VERSION = 5.0; SWIFT_ACTIVE_COMPILATION_CONDITIONS = "DEBUG $(inherited)"; }; name = Debug; };
		C00000000000000000000002 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 16.0; SWIFT_VERSION = 5.0; }; name = Release; };
		L00000000000000000000002 = {isa = XCConfigurationList; buildConfigurations = (C00000000000000000000001, C00000000000000000000002, ); };
		P00000000000000000000001 /* Project object */ = {isa = PBXProject; mainGroup = G00000000000000000000001; targets = (T00000000000000000000001, T00000000000000000000002, ); };
	};
	rootObject = P00000000000000000000001 /* Project object */;
}
""".replace("B000", "B000").replace("G000", "A1B0").replace("S000", "5000").replace("T000", "7000").replace("P000", "9000").replace("C000", "C000").replace("L000", "E000")


def _split_pbxproj(extra_objects="", app_links=True, drop_ext_file=True):
    """B.swift moved to module Core: its file reference and both build files leave, the package
    and the product arrive (the extension does not link it unless asked)."""
    t = BASE_PBXPROJ
    t = t.replace("\t\tB00000000000000000000002 /* B.swift in Sources */ = {isa = PBXBuildFile; fileRef = F00000000000000000000002 /* B.swift */; };\n", "")
    if drop_ext_file:
        t = t.replace("\t\tB00000000000000000000003 /* B.swift in Sources */ = {isa = PBXBuildFile; fileRef = F00000000000000000000002 /* B.swift */; };\n", "")
        t = t.replace("files = (B00000000000000000000003, );", "files = ( );")
    t = t.replace("\t\tF00000000000000000000002 /* B.swift */ = {isa = PBXFileReference; path = B.swift; sourceTree = \"<group>\"; };\n", "")
    t = t.replace("children = (F00000000000000000000001, F00000000000000000000002, )", "children = (F00000000000000000000001, )")
    t = t.replace("files = (B00000000000000000000001, B00000000000000000000002, );", "files = (B00000000000000000000001, );")
    t = t.replace("mainGroup = A1B00000000000000000000001;", "mainGroup = A1B00000000000000000000001; packageReferences = (D00000000000000000000001, );")
    objs = ("\t\tD00000000000000000000001 = {isa = XCLocalSwiftPackageReference; relativePath = Packages/AppModules; };\n"
            "\t\tD00000000000000000000002 = {isa = XCSwiftPackageProductDependency; package = D00000000000000000000001; productName = Core; };\n")
    if app_links:
        t = t.replace("name = App; productType", "name = App; packageProductDependencies = (D00000000000000000000002, ); productType")
    return t.replace("\tobjects = {\n", "\tobjects = {\n" + objs + extra_objects)


def self_test():
    failures = []

    def expect(name, cond, detail=""):
        print("%s %s%s" % ("ok  " if cond else "FAIL", name, (": " + detail) if detail and not cond else ""))
        if not cond:
            failures.append(name)

    # the parser
    p = parse_plist('// !$*UTF8*$!\n{ a = "x\\"y\\n"; b = ( 1, two/three, \'q\', ); /* c */ c = { d = e; }; // tail\n}')
    expect("parser: strings, escapes, arrays, comments", p.value == {"a": 'x"y\n', "b": ["1", "two/three", "q"], "c": {"d": "e"}}, repr(p.value))
    p = parse_plist("{ a = 1; a = 2; b = { c = 1; c = 3; }; }")
    expect("parser: duplicate keys found", [(d[0], d[1]) for d in p.duplicates] == [("<root>", "a"), ("b", "c")], repr(p.duplicates))
    for bad in ["{ a = 1 }", "{ a = (1 2); }", "{ a = \"x; }", "{ a = 1; } extra", "{ a = @; }", "{ /* open a = 1; }"]:
        try:
            parse_plist(bad)
            expect("parser rejects %r" % bad, False)
        except PlistError:
            expect("parser rejects %r" % bad, True)
    expect("parser: \\U escape", parse_plist('{ a = "\\U00e9"; }').value == {"a": "\u00e9"})
    base = parse_plist(BASE_PBXPROJ)
    expect("parser: the test project parses", not base.duplicates and len(base.value["objects"]) > 10)

    tmp = tempfile.mkdtemp(prefix="xcode-checks-")

    def make(name, after_text, package_manifest=None, sources=None, remove_b=True, keep_old=False, before_text=BASE_PBXPROJ):
        orig = os.path.join(tmp, name, "orig")
        out = os.path.join(tmp, name, "out")
        _write(os.path.join(orig, "X.xcodeproj", "project.pbxproj"), before_text)
        _write(os.path.join(orig, "App", "A.swift"), "import Foundation\n")
        _write(os.path.join(orig, "App", "B.swift"), "import Foundation\n")
        _write(os.path.join(out, "X.xcodeproj", "project.pbxproj"), after_text)
        _write(os.path.join(out, "App", "A.swift"), "import Foundation\nimport Core\n")
        if keep_old or not remove_b:
            _write(os.path.join(out, "App", "B.swift"), "import Foundation\n")
        pkg = os.path.join(out, "Packages", "AppModules")
        for rel, text in (sources or {"Sources/Core/App/B.swift": "import Foundation\n#if canImport(Nope)\nimport Nope\n#endif\n"}).items():
            _write(os.path.join(pkg, rel), text)
        _write(os.path.join(pkg, "Package.swift"), package_manifest or GOOD_MANIFEST)
        return orig, out

    class A:
        pass

    def run(orig, out):
        a = A()
        a.orig, a.out, a.project, a.target, a.plan = orig, out, "X.xcodeproj", "App", None
        a.json = os.path.join(os.path.dirname(out), "result.json")
        import contextlib
        import io
        buf = io.StringIO()
        with contextlib.redirect_stdout(buf):
            run_checks(a)
        with open(a.json) as f:
            return json.load(f)["checks"], buf.getvalue()

    have_swift = subprocess.run(["sh", "-c", "command -v swift"], capture_output=True).returncode == 0
    # a clean split, except that the extension lost B.swift
    orig, out = make("clean", _split_pbxproj())
    checks, text = run(orig, out)
    expect("clean: parse passes", checks["parse"]["status"] == "pass", checks["parse"]["example"])
    expect("clean: ids pass", checks["ids"]["status"] == "pass", checks["ids"]["example"])
    expect("clean: nothing unrelated", checks["unrelated"]["status"] == "pass", checks["unrelated"]["example"])
    expect("clean: the extension lost B.swift (and only that)", checks["files"]["count"] == 1 and "Ext: lost App/B.swift" in checks["files"]["example"], checks["files"]["example"])
    if have_swift:
        expect("clean: manifest loads", checks["manifest"]["status"] == "pass", checks["manifest"]["example"])
    expect("clean: imports (canImport-guarded one skipped)", checks["imports"]["status"] == "pass", checks["imports"]["example"])
    expect("clean: names", checks["names"]["status"] == "pass", checks["names"]["example"])
    expect("clean: settings", checks["settings"]["status"] == "pass", checks["settings"]["example"])
    # the extension links it too: every file reachable
    t = _split_pbxproj().replace("name = Ext; productType", "name = Ext; packageProductDependencies = (D00000000000000000000003, ); productType")
    t = t.replace("\tobjects = {\n", "\tobjects = {\n\t\tD00000000000000000000003 = {isa = XCSwiftPackageProductDependency; package = D00000000000000000000001; productName = Core; };\n")
    orig, out = make("reachable", t)
    checks, _ = run(orig, out)
    expect("reachable: files pass when both targets link the product", checks["files"]["status"] == "pass", checks["files"]["example"])
    # a dangling id
    orig, out = make("dangling", _split_pbxproj().replace("fileRef = F00000000000000000000001 /* A.swift */", "fileRef = F0000000000000000000DEAD /* A.swift */"))
    checks, _ = run(orig, out)
    expect("dangling id reported", checks["ids"]["status"] == "fail" and "F0000000000000000000DEAD" in checks["ids"]["example"], checks["ids"]["example"])
    # a duplicate object id
    dup = "\t\tF00000000000000000000001 /* A.swift */ = {isa = PBXFileReference; path = A.swift; sourceTree = \"<group>\"; };\n"
    orig, out = make("duplicate", _split_pbxproj(extra_objects=dup))
    checks, _ = run(orig, out)
    expect("duplicate object id reported (ids)", checks["ids"]["status"] == "fail" and "defined twice" in checks["ids"]["example"], checks["ids"]["example"])
    expect("duplicate object id reported (parse)", checks["parse"]["status"] == "fail", checks["parse"]["example"])
    # unparsable
    orig, out = make("broken", _split_pbxproj().replace("isa = PBXGroup; children", "isa = PBXGroup children"))
    checks, _ = run(orig, out)
    expect("unparsable project reported", checks["parse"]["status"] == "fail" and "does not parse" in checks["parse"]["example"], checks["parse"]["example"])
    # unrelated changes: a setting changed, an object added, a file that did not move removed
    t = _split_pbxproj(extra_objects="\t\tE0000000000000000000BEEF = {isa = PBXFileReference; path = New.swift; sourceTree = \"<group>\"; };\n")
    t = t.replace("SWIFT_VERSION = 5.0; }; name = Release;", "SWIFT_VERSION = 6.0; }; name = Release;")
    t = t.replace("\t\tB00000000000000000000001 /* A.swift in Sources */ = {isa = PBXBuildFile; fileRef = F00000000000000000000001 /* A.swift */; };\n", "")
    t = t.replace("files = (B00000000000000000000001, );", "files = ( );")
    orig, out = make("unrelated", t)
    checks, text = run(orig, out)
    expect("unrelated: 3 changes reported", checks["unrelated"]["count"] == 3, text)
    expect("unrelated: App lost A.swift (not moved)", "App: lost App/A.swift (in no package)" in text, text)
    # file left at its old path, and in two modules
    orig, out = make("twice", _split_pbxproj(), keep_old=True, sources={"Sources/Core/App/B.swift": "import Foundation\n", "Sources/Other/App/B.swift": "import Foundation\n"})
    checks, text = run(orig, out)
    expect("moved file still at its old path reported", "still at its old path" in text, text)
    expect("moved file in two modules reported", "in the package 2 times" in text, text)
    # imports: an unknown module, a sibling not depended on
    orig, out = make("imports", _split_pbxproj(), sources={"Sources/Core/App/B.swift": "import Foundation\n@testable import Mystery\nimport struct Other.Thing\n", "Sources/Other/C.swift": "import UIKit\n"},
                     package_manifest=GOOD_MANIFEST.replace('.target(name: "Core"', '.target(name: "Other", path: "Sources/Other"),\n        .target(name: "Core"'))
    checks, text = run(orig, out)
    expect("imports: 2 unsatisfied", checks["imports"]["count"] == 2 and "Mystery" in checks["imports"]["example"], text)
    # names: a module named like an SDK module and like a target
    orig, out = make("names", _split_pbxproj(), sources={"Sources/Core/App/B.swift": "import Foundation\n", "Sources/Combine/X.swift": "\n", "Sources/Ext/Y.swift": "\n"})
    checks, text = run(orig, out)
    expect("names: Combine and Ext clash", checks["names"]["count"] == 2, text)
    # a dependency declared twice
    orig, out = make("twice-dep", _split_pbxproj(), package_manifest=GOOD_MANIFEST.replace("    targets:", '    dependencies: [\n        .package(url: "https://github.com/a/Lib.git", from: "1.0.0"),\n        .package(url: "https://github.com/a/Lib", from: "1.0.0"),\n    ],\n    targets:'))
    checks, text = run(orig, out)
    expect("manifest: a dependency declared twice reported", checks["manifest"]["count"] == 1 and "identity lib" in checks["manifest"]["example"], text)
    # settings: wrong platform, language mode 6, DEBUG unconditional
    bad = GOOD_MANIFEST.replace("swift-tools-version:5.9", "swift-tools-version:6.0").replace('.iOS("16.0")', '.iOS("15.0")').replace(', .when(configuration: .debug)', "")
    orig, out = make("settings", _split_pbxproj(), package_manifest=bad)
    checks, text = run(orig, out)
    expect("settings: 3 problems", checks["settings"]["count"] == 3, text)
    # a condition of one configuration of a kind (Mastodon's Profile): no package can define it;
    # a finding only where the module's #if tests it
    profile = ("\t\tC00000000000000000000003 /* Profile */ = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 16.0; "
               "SWIFT_VERSION = 5.0; SWIFT_ACTIVE_COMPILATION_CONDITIONS = PROFILE; }; name = Profile; };\n")
    with_profile = lambda t: t.replace("buildConfigurations = (C00000000000000000000001, C00000000000000000000002, )",
                                       "buildConfigurations = (C00000000000000000000001, C00000000000000000000002, C00000000000000000000003, )"
                                       ).replace("\tobjects = {\n", "\tobjects = {\n" + profile)
    for tests, want in [("", 0), ("#if DEBUG || PROFILE\nlet x = 1\n#endif\n", 1)]:
        orig, out = make("profile-%d" % want, with_profile(_split_pbxproj()), before_text=with_profile(BASE_PBXPROJ),
                         sources={"Sources/Core/App/B.swift": "import Foundation\n" + tests})
        checks, text = run(orig, out)
        expect("settings: PROFILE of Profile only %s" % ("tested: a finding" if want else "untested: none"),
               checks["settings"]["count"] == want and (not want or "its #if tests it" in checks["settings"]["example"]), text)
    # settings from an xcconfig with #include and $(inherited)
    xc = os.path.join(tmp, "xc")
    _write(os.path.join(xc, "base.xcconfig"), "SWIFT_ACTIVE_COMPILATION_CONDITIONS = BASE\nIPHONEOS_DEPLOYMENT_TARGET = $(MY_TARGET)\nMY_TARGET = 17.2\n")
    _write(os.path.join(xc, "app.xcconfig"), '#include "base.xcconfig"\nSWIFT_ACTIVE_COMPILATION_CONDITIONS = $(inherited) EXTRA // note\n')
    pairs = read_xcconfig(os.path.join(xc, "app.xcconfig"), lambda s: None)
    s = layer({}, pairs)
    s = {k: expand(v, s) for k, v in s.items()}
    expect("xcconfig: #include, $(inherited), variables", s.get("SWIFT_ACTIVE_COMPILATION_CONDITIONS") == "BASE EXTRA" and s.get("IPHONEOS_DEPLOYMENT_TARGET") == "17.2", repr(s))
    # a manifest that does not load
    if have_swift:
        orig, out = make("manifest", _split_pbxproj(), package_manifest=GOOD_MANIFEST.replace("let package", "let package: Int"))
        checks, text = run(orig, out)
        expect("manifest: dump-package failure reported", checks["manifest"]["status"] == "fail", checks["manifest"]["example"])
    # synchronized folders: membership by exception sets
    sync = os.path.join(tmp, "sync")
    _write(os.path.join(sync, "Shared", "One.swift"), "")
    _write(os.path.join(sync, "Shared", "Two.swift"), "")
    _write(os.path.join(sync, "Shared", "Assets.xcassets", "Contents.json"), "{}")
    _write(os.path.join(sync, "Shared", "Res", "en.lproj", "V.plist"), "")
    _write(os.path.join(sync, "Shared", "Res", "de.lproj", "V.plist"), "")
    sp = ("{ objects = { R00000000000000000000001 = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (R00000000000000000000002, R00000000000000000000003, ); path = Shared; sourceTree = \"<group>\"; };"
          " R00000000000000000000002 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Two.swift, /Localized/Res/V.plist, ); target = R00000000000000000000010; };"
          " R00000000000000000000003 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Two.swift, /Localized/Res/V.plist, ); target = R00000000000000000000011; };"
          " R00000000000000000000010 = {isa = PBXNativeTarget; buildPhases = ( ); fileSystemSynchronizedGroups = (R00000000000000000000001, ); name = App; };"
          " R00000000000000000000011 = {isa = PBXNativeTarget; buildPhases = ( ); name = Ext; };"
          " R00000000000000000000020 = {isa = PBXGroup; children = (R00000000000000000000001, ); sourceTree = \"<group>\"; }; }; rootObject = R00000000000000000000020; }").replace("R000", "ABC0")
    _write(os.path.join(sync, "X.xcodeproj", "project.pbxproj"), sp)
    pr = Project(os.path.join(sync, "X.xcodeproj"))
    expect("synchronized folder: app has One.swift and the asset catalog, not Two.swift",
           pr.members("R00000000000000000000010".replace("R000", "ABC0"), sync) == {"Shared/One.swift", "Shared/Assets.xcassets"}, repr(pr.members("R00000000000000000000010".replace("R000", "ABC0"), sync)))
    expect("synchronized folder: the extension has Two.swift through its exception set",
           pr.members("R00000000000000000000011".replace("R000", "ABC0"), sync) == {"Shared/Two.swift", "Shared/Res/en.lproj/V.plist", "Shared/Res/de.lproj/V.plist"}, repr(pr.members("R00000000000000000000011".replace("R000", "ABC0"), sync)))
    # a synchronized folder all of whose files moved leaves with its exception set; one that
    # keeps a file may not
    for kept, want in [(False, 0), (True, 1)]:
        before_text = sp.replace("R00000000000000000000001, ); sourceTree", "R00000000000000000000001, R00000000000000000000004, ); sourceTree".replace("R000", "ABC0"))
        before_text = before_text.replace("fileSystemSynchronizedGroups = (ABC00000000000000000000001, )", "fileSystemSynchronizedGroups = (ABC00000000000000000000001, ABC00000000000000000000004, )")
        before_text = before_text.replace("}; }; rootObject", "}; ABC00000000000000000000004 = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (ABC00000000000000000000005, ); path = Sync; sourceTree = \"<group>\"; };"
                                          " ABC00000000000000000000005 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Engine.swift, ); target = ABC00000000000000000000011; }; }; rootObject")
        _write(os.path.join(sync, "Sync", "Engine.swift"), "")
        if kept:
            _write(os.path.join(sync, "Sync", "Kept.swift"), "")
        elif os.path.exists(os.path.join(sync, "Sync", "Kept.swift")):
            os.remove(os.path.join(sync, "Sync", "Kept.swift"))
        _write(os.path.join(sync, "X.xcodeproj", "project.pbxproj"), before_text)
        _write(os.path.join(tmp, "sync-after", "X.xcodeproj", "project.pbxproj"), sp)
        c = Check("unrelated")
        check_unrelated(Project(os.path.join(sync, "X.xcodeproj")), Project(os.path.join(tmp, "sync-after", "X.xcodeproj")), set(), c, {"Sync/Engine.swift"})
        expect("synchronized folder %s: %d findings" % ("with a file left" if kept else "emptied", want), len(c.problems) == want, repr(c.problems))
    # plans with comments and trailing commas
    _write(os.path.join(tmp, "plan.json"), '// c\n{ "app": "A", // x\n "modules": [ { "name": "M", "files": ["a//b"] }, ], }\n')
    expect("plan: JSON with comments", read_plan(os.path.join(tmp, "plan.json"))["modules"][0]["files"] == ["a//b"])
    print("%d failed" % len(failures) if failures else "all self-tests passed")
    return 1 if failures else 0


GOOD_MANIFEST = """// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "AppModules",
    platforms: [.iOS("16.0")],
    products: [
        .library(name: "Core", type: .static, targets: ["Core"]),
    ],
    targets: [
        .target(name: "Core", path: "Sources/Core", swiftSettings: [.define("DEBUG", .when(configuration: .debug))]),
    ]
)
"""


def main(argv):
    import argparse
    if "--self-test" in argv:
        return self_test()
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="command")
    c = sub.add_parser("check")
    for k in ("orig", "out", "project", "target", "json"):
        c.add_argument("--" + k, required=True)
    c.add_argument("--plan")
    d = sub.add_parser("drop-erroneous")
    for k in ("plan", "check-json", "app", "output"):
        d.add_argument("--" + k, required=True)
    pm = sub.add_parser("plan-modules")
    pm.add_argument("plan")
    rf = sub.add_parser("refine")
    for k in ("plan", "project", "target", "output"):
        rf.add_argument("--" + k, required=True)
    rec = sub.add_parser("record")
    rec.add_argument("--json", required=True)
    rec.add_argument("facts", nargs="*")
    r = sub.add_parser("report")
    r.add_argument("--results", required=True)
    r.add_argument("--output", required=True)
    r.add_argument("--preamble", default="")
    args = ap.parse_args(argv)
    if args.command == "check":
        return run_checks(args)
    if args.command == "drop-erroneous":
        return drop_erroneous(args)
    if args.command == "plan-modules":
        return plan_modules(args)
    if args.command == "refine":
        return refine(args)
    if args.command == "record":
        return record(args)
    if args.command == "report":
        return report(args)
    ap.print_usage(sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

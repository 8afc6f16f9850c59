#!/usr/bin/env python3
"""Deterministic generator of synthetic Swift monoliths for benchmarking `cleave index`.

    python3 Benchmarks/generate_monolith.py --lines 100000 --out /tmp/mono100k [--seed 1]

writes a SwiftPM package (`Package.swift`, one library target `Monolith` in `Sources/Monolith`)
laid out like a layered iOS app:

    App/                         app delegate, coordinator, the Route -> screen factory
    Base/                        base classes (views, view controllers, presenters, use cases, ...)
    Core/<Module>/               networking, persistence, analytics, routing, logging, flags, ...
    Foundation/Models/           model structs and enums, one folder per domain
    Foundation/DesignSystem/     colours, typography, themes, reusable views
    Foundation/Extensions/       stdlib extensions, protocol conformances of the models
    Features/<Feature>/          ViewControllers/, Presenters/, UseCases/, Views/ and a module builder

Features use Core, Foundation and Base types but never each other: they navigate through the
`Route` enum in Core/Routing, and only `App/RouteFactory.swift` knows every feature. The code
type-checks (`swiftc -typecheck` over all files), so every cross-file reference is real.

The Swift itself is in the templates of MonolithTemplates/ (its README describes their syntax); this
script decides what the app holds (how many of each file, their names, the random values), which
template each part comes from, and fills them in. `MonolithTemplateTests` in Tests/EndToEndTests
type-checks a monolith generated from them.

The Swift sources total the requested number of lines (exactly, in practice; the run fails if it is
more than 2% off), files are 80-400 lines long, and the output is a pure function of (--lines,
--seed): one `random.Random(seed)` drives every choice, in a fixed order.
"""

from __future__ import annotations

import argparse
import re
import shutil
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from random import Random

MIN_FILE_LINES = 80
MAX_FILE_LINES = 400
MARKER_FILE = ".monolith-generator"
TARGET = "Monolith"
INDENT = "    "

# --------------------------------------------------------------------------------------------
# Naming
# --------------------------------------------------------------------------------------------

DOMAIN_NOUNS = [
    "Order",
    "Product",
    "Customer",
    "Invoice",
    "Shipment",
    "Review",
    "Coupon",
    "Wallet",
    "Booking",
    "Ticket",
    "Venue",
    "Recipe",
    "Playlist",
    "Article",
    "Subscription",
    "Store",
    "Delivery",
    "Reward",
    "Survey",
    "Appointment",
    "Vehicle",
    "Trip",
    "Course",
    "Lesson",
    "Workout",
    "Donation",
    "Campaign",
    "Listing",
    "Offer",
    "Auction",
    "Claim",
    "Policy",
    "Quote",
    "Loan",
    "Transfer",
    "Budget",
    "Expense",
    "Receipt",
    "Contract",
    "Vendor",
    "Warehouse",
    "Parcel",
    "Sensor",
    "Podcast",
    "Episode",
    "Album",
    "Artist",
    "Gallery",
    "Story",
    "Team",
    "Member",
    "Project",
    "Milestone",
    "Sprint",
    "Incident",
    "Lead",
    "Deal",
    "Candidate",
    "Interview",
    "Payslip",
    "Shift",
    "Timesheet",
    "Room",
    "Reservation",
    "Dish",
    "Guest",
    "Pet",
    "Plant",
    "Habit",
    "Goal",
    "Journal",
    "Reminder",
    "Medication",
    "Prescription",
    "Clinic",
    "Patient",
    "Doctor",
    "Voucher",
    "Merchant",
    "Payout",
    "Statement",
    "Portfolio",
    "Asset",
    "Trade",
    "Forecast",
    "Newsletter",
    "Webinar",
    "Speaker",
    "Sponsor",
    "Exhibit",
    "Harvest",
    "Device",
]
DOMAIN_QUALIFIERS = [
    "Partner",
    "Family",
    "Gift",
    "Travel",
    "Premium",
    "Local",
    "Corporate",
    "Student",
    "Guest",
    "Regional",
    "Shared",
    "Seasonal",
]
SECONDARY_SUFFIXES = [
    "Item",
    "Note",
    "Attachment",
    "Participant",
    "Preference",
    "Entry",
    "Revision",
    "Tag",
    "Comment",
    "Schedule",
    "Rating",
    "Step",
]
FEATURE_ASPECTS = [
    "",
    "History",
    "Details",
    "Search",
    "Editor",
    "Settings",
    "Insights",
    "Sharing",
    "Onboarding",
    "Overview",
]
COLLECTION_SCREENS = ["List", "Search", "Picker", "Feed", "Archive"]
SINGLE_SCREENS = ["Detail", "Summary", "Edit", "Confirmation", "Preview"]
STATUS_CASES = [
    "draft",
    "pending",
    "active",
    "processing",
    "onHold",
    "completed",
    "cancelled",
    "archived",
    "expired",
    "failed",
]
KIND_CASES = ["standard", "premium", "trial", "inHouse", "partner", "legacy", "promotional"]
TITLE_PROPERTIES = ["title", "name", "displayName", "headline", "label"]
NESTED_ENUMS = {
    "Origin": ["web", "app", "store", "phone"],
    "Visibility": ["everyone", "friends", "onlyMe"],
    "SyncSource": ["manual", "imported", "synced"],
}


def lower_first(name: str) -> str:
    return name[:1].lower() + name[1:]


def upper_first(name: str) -> str:
    return name[:1].upper() + name[1:]


def snake(name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


def kebab(name: str) -> str:
    return snake(name).replace("_", "-")


def human(name: str) -> str:
    return snake(name).replace("_", " ")


def with_article(phrase: str) -> str:
    """`phrase` with its indefinite article: "an order", "a coupon"."""
    return ("an " if phrase[:1].lower() in "aeiou" else "a ") + phrase


def plural(noun: str) -> str:
    if noun.endswith(("s", "x", "ch", "sh")):
        return noun + "es"
    if noun.endswith("y") and noun[-2:-1] not in "aeiou":
        return noun[:-1] + "ies"
    return noun + "s"


# --------------------------------------------------------------------------------------------
# The app being generated
# --------------------------------------------------------------------------------------------


@dataclass
class Prop:
    """A stored property of a model struct."""

    name: str
    type: str
    kind: str  # string, optstring, int, double, bool, date, optdate, strings, money, enum, models, optmodel
    ref: object | None = None  # EnumSpec / ModelSpec / case list of a nested enum


@dataclass
class EnumSpec:
    name: str
    cases: list[str]
    doc: str


@dataclass
class ModelSpec:
    name: str
    domain: Domain
    title_prop: str
    props: list[Prop] = field(default_factory=list)
    nested: tuple[str, list[str]] | None = None  # nested enum (name, cases)

    @property
    def plural(self) -> str:
        return plural(self.name)

    def props_of(self, *kinds: str) -> list[Prop]:
        return [p for p in self.props if p.kind in kinds]

    @property
    def status(self) -> Prop | None:
        """The `status` property (primary models only)."""
        return next((p for p in self.props if p.name == "status"), None)


@dataclass
class Screen:
    feature: Feature
    kind: str
    model: ModelSpec

    @property
    def name(self) -> str:
        return self.feature.name + self.kind

    @property
    def is_collection(self) -> bool:
        return self.kind in COLLECTION_SCREENS

    @property
    def use_case(self) -> str:
        return f"Load{self.name}UseCase"


@dataclass
class Feature:
    name: str
    domain: Domain
    screens: list[Screen] = field(default_factory=list)
    routes_to: list[Feature] = field(default_factory=list)

    @property
    def route(self) -> str:
        return lower_first(self.name)

    @property
    def takes_id(self) -> bool:
        return not self.screens[0].is_collection

    def route_expr(self, id_expr: str) -> str:
        return f".{self.route}(id: {id_expr})" if self.takes_id else f".{self.route}"


@dataclass
class Domain:
    noun: str
    models: list[ModelSpec] = field(default_factory=list)  # primary model first
    status: EnumSpec | None = None
    kind: EnumSpec | None = None
    features: list[Feature] = field(default_factory=list)

    @property
    def primary(self) -> ModelSpec:
        return self.models[0]

    @property
    def plural(self) -> str:
        return plural(self.noun)

    @property
    def action(self) -> str:
        return f"{self.noun}Action"


@dataclass
class Universe:
    domains: list[Domain]

    @property
    def features(self) -> list[Feature]:
        return [f for d in self.domains for f in d.features]

    @property
    def models(self) -> list[ModelSpec]:
        return [m for d in self.domains for m in d.models]


# --------------------------------------------------------------------------------------------
# Planning: how many domains, models, features and screens
# --------------------------------------------------------------------------------------------


def pick_domain_names(rng: Random, count: int) -> list[str]:
    nouns = DOMAIN_NOUNS[:]
    rng.shuffle(nouns)
    names = nouns[:count]
    qualifiers = DOMAIN_QUALIFIERS[:]
    index = 0
    while len(names) < count:
        names.append(qualifiers[index % len(qualifiers)] + nouns[(index // len(qualifiers)) % len(nouns)])
        index += 1
    return names


def plan_model(
    rng: Random,
    name: str,
    domain: Domain,
    status: EnumSpec | None,
    kind: EnumSpec | None,
    related: list[ModelSpec],
    earlier: list[ModelSpec],
) -> ModelSpec:
    """One model: id, a title, the domain enums, a few scalars, links to other models."""
    model = ModelSpec(name=name, domain=domain, title_prop=rng.choice(TITLE_PROPERTIES))
    model.props.append(Prop("id", "String", "string"))
    model.props.append(Prop(model.title_prop, "String", "string"))
    if status is not None:
        model.props.append(Prop("status", status.name, "enum", status))
    if kind is not None:
        model.props.append(Prop("kind", kind.name, "enum", kind))
    pool = [
        ("subtitle", "String", "string"),
        ("ownerID", "String", "string"),
        ("slug", "String", "string"),
        ("currencyCode", "String", "string"),
        ("notes", "String?", "optstring"),
        ("promoCode", "String?", "optstring"),
        ("quantity", "Int", "int"),
        ("position", "Int", "int"),
        ("viewCount", "Int", "int"),
        ("price", "Double", "double"),
        ("rating", "Double", "double"),
        ("progress", "Double", "double"),
        ("isFavorite", "Bool", "bool"),
        ("isArchived", "Bool", "bool"),
        ("isVerified", "Bool", "bool"),
        ("createdAt", "Date", "date"),
        ("updatedAt", "Date", "date"),
        ("completedAt", "Date?", "optdate"),
        ("tags", "[String]", "strings"),
        ("total", "Money", "money"),
        ("balance", "Money", "money"),
    ]
    for prop_name, swift_type, prop_kind in sorted(rng.sample(pool, rng.randint(3, 8)), key=pool.index):
        model.props.append(Prop(prop_name, swift_type, prop_kind))
    for other in related:
        model.props.append(Prop(lower_first(plural(other.name)), f"[{other.name}]", "models", other))
    if earlier and rng.random() < 0.5:
        other = rng.choice(earlier)
        if other.domain is not domain:
            model.props.append(Prop(lower_first(other.name), f"{other.name}?", "optmodel", other))
    if rng.random() < 0.35:
        nested_name = rng.choice(sorted(NESTED_ENUMS))
        model.nested = (nested_name, NESTED_ENUMS[nested_name])
        model.props.append(Prop(lower_first(nested_name), nested_name, "nested", NESTED_ENUMS[nested_name]))
    return model


def plan_domain(rng: Random, noun: str, earlier: list[ModelSpec]) -> Domain:
    domain = Domain(noun=noun)
    domain.status = EnumSpec(
        f"{noun}Status",
        sorted(rng.sample(STATUS_CASES, rng.randint(3, 7)), key=STATUS_CASES.index),
        f"Lifecycle of {with_article(human(noun))}.",
    )
    if rng.random() < 0.6:
        domain.kind = EnumSpec(
            f"{noun}Kind",
            sorted(rng.sample(KIND_CASES, rng.randint(2, 5)), key=KIND_CASES.index),
            f"The commercial flavour of {with_article(human(noun))}.",
        )
    suffixes = rng.sample(SECONDARY_SUFFIXES, rng.randint(1, 3))
    secondaries = [
        plan_model(rng, noun + suffix, domain, None, domain.kind if rng.random() < 0.4 else None, [], earlier)
        for suffix in suffixes
    ]
    related = [m for m in secondaries if rng.random() < 0.6]
    primary = plan_model(rng, noun, domain, domain.status, domain.kind, related, earlier)
    domain.models = [primary] + secondaries
    return domain


def plan_features(rng: Random, domain: Domain) -> None:
    aspects = rng.sample(FEATURE_ASPECTS, rng.randint(1, 3))
    for aspect in aspects:
        name = domain.plural if aspect == "" else domain.noun + aspect
        feature = Feature(name=name, domain=domain)
        kinds = rng.sample(COLLECTION_SCREENS, rng.randint(1, 3)) + rng.sample(SINGLE_SCREENS, rng.randint(1, 2))
        kinds = [k for k in kinds if k != aspect]
        rng.shuffle(kinds)
        for kind in kinds:
            model = domain.primary if rng.random() < 0.6 else rng.choice(domain.models)
            feature.screens.append(Screen(feature=feature, kind=kind, model=model))
        domain.features.append(feature)


# Rough lines per file kind, (lo, hi); used to decide how much app fits the requested size and
# then scaled so that the targets add up to exactly the requested line count.
FILE_SIZES: dict[str, tuple[int, int]] = {
    "fixed": (100, 300),
    "switch": (80, 120),
    "model": (90, 220),
    "enum": (80, 160),
    "action": (80, 150),
    "conformances": (110, 260),
    "presentation": (90, 200),
    "service": (140, 380),
    "endpoints": (90, 200),
    "mock": (120, 320),
    "repository": (90, 240),
    "events": (90, 220),
    "trackable": (80, 160),
    "l10n": (80, 170),
    "viewcontroller": (150, 400),
    "presenter": (170, 400),
    "view": (130, 380),
    "cell": (90, 220),
    "usecase": (90, 260),
    "module": (90, 220),
    "coordinator": (80, 180),
}
FIXED_FILE_COUNT = 58


def files_per_domain(domain: Domain) -> list[str]:
    kinds = ["model"] * len(domain.models) + ["enum"] * (1 + (domain.kind is not None))
    kinds += [
        "action",
        "conformances",
        "presentation",
        "service",
        "endpoints",
        "mock",
        "repository",
        "events",
        "trackable",
        "l10n",
    ]
    for feature in domain.features:
        kinds += ["module", "coordinator"]
        for screen in feature.screens:
            kinds += ["viewcontroller", "presenter", "view", "usecase"] + (["cell"] if screen.is_collection else [])
    return kinds


def mean_size(kind: str) -> float:
    lo, hi = FILE_SIZES[kind]
    return (lo + hi) / 2


def plan_universe(rng: Random, total_lines: int) -> Universe:
    """Add domains (each with its models and features) until the app is big enough."""
    estimate = FIXED_FILE_COUNT * mean_size("fixed")
    domains: list[Domain] = []
    names = pick_domain_names(rng, max(2, total_lines // 4000 + 8))
    for noun in names:
        if len(domains) >= 2 and estimate >= total_lines:
            break
        domain = plan_domain(rng, noun, [m for d in domains for m in d.models])
        plan_features(rng, domain)
        domains.append(domain)
        estimate += sum(mean_size(kind) for kind in files_per_domain(domain))
    return Universe(domains=domains)


def trim_one(universe: Universe) -> bool:
    """Drop the last screen of the biggest feature, else the last feature of the biggest domain."""
    feature = max(universe.features, key=lambda f: len(f.screens))
    if len(feature.screens) > 2:
        feature.screens.pop()
        return True
    domain = max(universe.domains, key=lambda d: len(d.features))
    if len(domain.features) > 1:
        domain.features.pop()
        return True
    return False


def link_features(rng: Random, universe: Universe) -> None:
    """Each feature navigates to a few others, through `Route`."""
    features = universe.features
    for feature in features:
        others = [f for f in features if f is not feature]
        feature.routes_to = rng.sample(others, min(3, len(others)))


# --------------------------------------------------------------------------------------------
# Templates: the Swift itself, in MonolithTemplates/ (its README describes the syntax)
# --------------------------------------------------------------------------------------------

TEMPLATE_FOLDER = Path(__file__).resolve().parent / "MonolithTemplates"
TEMPLATE_HEADER = re.compile(r"( *)// template: (\S+)")
SLOT = re.compile(r"( *)// __(\w+?)__")
PLACEHOLDER = re.compile(r"__([A-Za-z]\w*?)__")
FILLERS_SLOT = "fillers"


def read_fragments(path: Path) -> list[tuple[str, list[str]]]:
    """Each `// template: name` line of the file and the lines after it, unindented by its
    indentation, up to the next such line, to the first line indented less (the end of a wrapper
    that keeps the file valid Swift) or to the end of the file, trailing blank lines left out."""
    fragments: list[tuple[str, list[str]]] = []
    lines: list[str] | None = None
    indentation = ""
    for line in path.read_text(encoding="utf-8").splitlines():
        header = TEMPLATE_HEADER.fullmatch(line)
        if header:
            indentation, lines = header.group(1), []
            fragments.append((header.group(2), lines))
        elif lines is not None and (not line or line.startswith(indentation)):
            lines.append(line[len(indentation) :])
        else:
            lines = None
    for _, lines in fragments:
        while lines and not lines[-1]:
            lines.pop()
    return fragments


class Templates:
    """The fragments of every `.swift` file under MonolithTemplates/, by name."""

    def __init__(self, folder: Path) -> None:
        self.fragments: dict[str, list[str]] = {}
        for path in sorted(folder.rglob("*.swift")):
            for name, lines in read_fragments(path):
                if name in self.fragments:
                    raise ValueError(f"{path}: template {name} is defined twice")
                self.fragments[name] = lines

    def lines(self, template: str, /, **values: str | list[str]) -> list[str]:
        """Fragment `template` with each `__key__` replaced by the text `values[key]` and each
        `// __key__` line by the lines `values[key]`, at that line's indentation. `// __fillers__`
        lines stay: a SourceFile grows its body there."""

        def value(key: str, kind: type) -> str | list[str]:
            if not isinstance(values.get(key), kind):
                raise ValueError(f"template {template}: __{key}__ needs a {kind.__name__}, got {values.get(key)!r}")
            return values[key]

        out: list[str] = []
        for line in self.fragments[template]:
            slot = SLOT.fullmatch(line)
            if slot is None:
                out.append(PLACEHOLDER.sub(lambda match: value(match.group(1), str), line))
            elif slot.group(2) == FILLERS_SLOT:
                out.append(line)
            else:
                out += [slot.group(1) + inner if inner else "" for inner in value(slot.group(2), list)]
        return out

    def each(self, template: str, values: list[dict[str, str | list[str]]]) -> list[str]:
        """Fragment `template` once for each dictionary of values, one after the other."""
        return [line for each in values for line in self.lines(template, **each)]


TEMPLATES = Templates(TEMPLATE_FOLDER)


def spellings(placeholder: str, name: str) -> dict[str, str]:
    """How templates write a name, e.g. for ("Model", "OrderItem"): `__Model__` OrderItem,
    `__model__` orderItem, `__model_words__` order item, `__model_key__` order_item and
    `__model_path__` order-item."""
    lower = lower_first(placeholder)
    return {
        placeholder: name,
        lower: lower_first(name),
        f"{lower}_words": human(name),
        f"{lower}_key": snake(name),
        f"{lower}_path": kebab(name),
    }


def model_names(model: ModelSpec) -> dict[str, str]:
    return spellings("Model", model.name) | spellings("Models", model.plural) | {"title": model.title_prop}


def property_names(prop: Prop) -> dict[str, str]:
    return spellings("Property", prop.name) | {"Type": prop.type}


def domain_names(domain: Domain) -> dict[str, str]:
    return spellings("Domain", domain.noun) | spellings("Domains", domain.plural)


def feature_names(feature: Feature) -> dict[str, str]:
    return spellings("Feature", feature.name)


def screen_names(screen: Screen) -> dict[str, str]:
    return (
        spellings("Screen", screen.name)
        | spellings("Kind", screen.kind)
        | model_names(screen.model)
        | feature_names(screen.feature)
        | domain_names(screen.feature.domain)
    )


def blocks(*parts: list[str]) -> list[str]:
    """Top-level parts, a blank line between two."""
    return [line for index, part in enumerate(parts) for line in ([""] if index else []) + part]


# --------------------------------------------------------------------------------------------
# Source files with growable type bodies
# --------------------------------------------------------------------------------------------


class NameScope:
    """Member names taken in a type, across all its files and its superclasses."""

    def __init__(self, parents: list[NameScope]) -> None:
        self.parents = parents
        self.names: set[str] = set()

    def taken(self, name: str) -> bool:
        return name in self.names or any(p.taken(name) for p in self.parents)

    def add(self, *names: str) -> None:
        self.names.update(names)


@dataclass
class Context:
    """What filler members added to a type body may refer to."""

    type_name: str
    scope: NameScope
    models: list[ModelSpec] = field(default_factory=list)  # first one is the focus
    ui: bool = False  # DesignSystem and geometry
    core: bool = False  # Core: localisation, analytics, errors
    static_only: bool = False  # a namespace enum: static members only
    generic: bool = False  # no static stored properties

    @property
    def model(self) -> ModelSpec | None:
        return self.models[0] if self.models else None


@dataclass
class Body:
    """A declaration whose member list can grow: `head` lines, members, the closing lines.

    Members are stored unindented and separated by blank lines when rendered.
    """

    head: list[str]
    members: list[list[str]]
    context: Context
    indent: str = INDENT
    close: list[str] = field(default_factory=lambda: ["}"])

    def lines(self) -> list[str]:
        out = self.head[:]
        for index, member in enumerate(self.members):
            if index:
                out.append("")
            out.extend(self.indent + line if line else "" for line in member)
        out.extend(self.close)
        return out

    def line_count(self) -> int:
        return len(self.head) + sum(len(m) for m in self.members) + max(len(self.members) - 1, 0) + len(self.close)


def is_fillers_slot(line: str) -> bool:
    slot = SLOT.fullmatch(line)
    return slot is not None and slot.group(2) == FILLERS_SLOT


def growable_body(lines: list[str], fillers_line: int, context: Context) -> Body:
    """The declaration `lines` as a Body that grows at its `// __fillers__` line: the members are
    the blank-separated groups of lines indented like that line, between the head and it."""
    indent = SLOT.fullmatch(lines[fillers_line]).group(1)
    head_end = max(i for i in range(fillers_line) if lines[i] and not lines[i].startswith(indent)) + 1
    members: list[list[str]] = [[]]
    for line in lines[head_end:fillers_line]:
        if line:
            members[-1].append(line[len(indent) :])
        elif members[-1]:
            members.append([])
    return Body(lines[:head_end], [m for m in members if m], context, indent=indent, close=lines[fillers_line + 1 :])


def split_parts(lines: list[str], contexts: list[Context]) -> list:
    """Split a file's lines at the blank lines before an unindented line; a part with a
    `// __fillers__` line is a Body, with the next of `contexts`."""
    chunks: list[list[str]] = [[]]
    for index, line in enumerate(lines):
        following = lines[index + 1] if index + 1 < len(lines) else ""
        if not line and following and not following.startswith(" "):
            chunks.append([])
        else:
            chunks[-1].append(line)
    remaining = contexts[:]
    out: list = []
    for chunk in chunks:
        fillers_line = next((i for i, line in enumerate(chunk) if is_fillers_slot(line)), None)
        if fillers_line is None:
            out.append(chunk)
        elif remaining:
            out.append(growable_body(chunk, fillers_line, remaining.pop(0)))
        else:
            raise ValueError(f"no context for the body {chunk[:3]}")
    if remaining:
        raise ValueError(f"{len(remaining)} context(s) more than bodies in {lines[:3]}")
    return out


@dataclass
class SourceFile:
    path: str  # relative to Sources/Monolith
    kind: str
    parts: list = field(default_factory=list)  # list[list[str] | Body]

    def header(self, year: int) -> list[str]:
        return TEMPLATES.lines("file-header", file=self.path.rsplit("/", 1)[-1], target=TARGET, year=str(year))

    def part_lines(self, part) -> int:
        return part.line_count() if isinstance(part, Body) else len(part)

    def line_count(self) -> int:
        return len(TEMPLATES.fragments["file-header"]) + sum(1 + self.part_lines(p) for p in self.parts)

    def render(self, year: int) -> str:
        out = self.header(year)
        for part in self.parts:
            out.append("")
            out.extend(part.lines() if isinstance(part, Body) else part)
        return "\n".join(out) + "\n"

    def bodies(self) -> list[Body]:
        return [p for p in self.parts if isinstance(p, Body)]


def source_file(path: str, kind: str, lines: list[str], *contexts: Context) -> SourceFile:
    """The file of template `lines`; each of its bodies grows with the next of `contexts`."""
    return SourceFile(path, kind, split_parts(lines, list(contexts)))


# --------------------------------------------------------------------------------------------
# Literal values
# --------------------------------------------------------------------------------------------


def literal(rng: Random, prop: Prop, owner: str, index: int) -> str:
    kind = prop.kind
    if kind == "string":
        if prop.name == "id":
            return f'"{kebab(owner)}-{index}"'
        if prop.name == "currencyCode":
            return f'"{rng.choice(["EUR", "USD", "GBP", "CHF", "JPY"])}"'
        return f'"{human(owner).capitalize()} {human(prop.name)} {index}"'
    if kind == "optstring":
        return "nil" if rng.random() < 0.4 else f'"{prop.name.upper()}-{rng.randint(100, 999)}"'
    if kind == "int":
        return str(rng.randint(0, 400))
    if kind == "double":
        return f"{rng.uniform(0, 500):.2f}"
    if kind == "bool":
        return rng.choice(["true", "false"])
    if kind == "date":
        return f"Date(timeIntervalSince1970: {rng.randint(1_500_000_000, 1_750_000_000)})"
    if kind == "optdate":
        return (
            "nil" if rng.random() < 0.5 else f"Date(timeIntervalSince1970: {rng.randint(1_500_000_000, 1_750_000_000)})"
        )
    if kind == "strings":
        return "[" + ", ".join(f'"{w}"' for w in rng.sample(["new", "sale", "popular", "eco", "local", "vip"], 2)) + "]"
    if kind == "money":
        return f'Money(amount: {rng.uniform(1, 900):.2f}, currencyCode: "{rng.choice(["EUR", "USD", "GBP"])}")'
    if kind == "enum":
        return "." + rng.choice(prop.ref.cases)
    if kind == "nested":
        return "." + rng.choice(prop.ref)
    if kind == "models":
        return "[]" if rng.random() < 0.5 else "[.placeholder]"
    if kind == "optmodel":
        return "nil" if rng.random() < 0.5 else ".placeholder"
    raise ValueError(kind)


def memberwise(rng: Random, model: ModelSpec, index: int, placeholders: bool = True) -> str:
    """`Model(id: ..., title: ..., ...)` through the synthesized memberwise initializer."""
    args = []
    for prop in model.props:
        value = literal(rng, prop, model.name, index)
        if not placeholders and prop.kind in ("models", "optmodel"):
            value = "[]" if prop.kind == "models" else "nil"
        args.append(f"{prop.name}: {value}")
    return f"{model.name}(" + ", ".join(args) + ")"


def interpolation(arg: str, prop: Prop) -> str:
    """`\\(arg.prop)` formatted for the property's type."""
    ref = f"{arg}.{prop.name}"
    if prop.kind == "double":
        return f'\\(String(format: "%.1f", {ref}))'
    if prop.kind == "optstring":
        return f'\\({ref} ?? "-")'
    if prop.kind == "bool":
        return f'\\({ref} ? "yes" : "no")'
    if prop.kind in ("enum", "nested"):
        return f"\\({ref}.rawValue)"
    if prop.kind == "money":
        return f"\\({ref}.formatted)"
    if prop.kind in ("strings", "models"):
        return f"\\({ref}.count)"
    if prop.kind == "optmodel":
        return f'\\({ref}?.id ?? "none")'
    if prop.kind == "optdate":
        return f'\\({ref} == nil ? "open" : "closed")'
    return f"\\({ref})"


# --------------------------------------------------------------------------------------------
# Filler members: realistic helpers that grow a type body to its target size
# --------------------------------------------------------------------------------------------

RESERVED = {
    "id",
    "description",
    "hash",
    "frame",
    "subviews",
    "superview",
    "isHidden",
    "alpha",
    "setUp",
    "layoutSubviews",
    "addSubview",
    "removeFromSuperview",
    "prepareForReuse",
    "intrinsicHeight",
    "setNeedsLayout",
    "screenName",
    "rootView",
    "isVisible",
    "navigationTitle",
    "viewDidLoad",
    "viewWillAppear",
    "viewDidDisappear",
    "showError",
    "showLoading",
    "router",
    "analytics",
    "logger",
    "isActive",
    "trackScreen",
    "message",
    "name",
    "execute",
    "validate",
    "start",
    "push",
    "pop",
    "children",
    "stack",
    "dependencies",
    "display",
    "reload",
    "render",
    "renderEmpty",
    "configure",
    "apply",
    "items",
    "item",
    "value",
    "placeholder",
    "matches",
    "displayTitle",
    "displaySubtitle",
    "analyticsParameters",
    "displayName",
    "iconName",
    "tint",
    "sortOrder",
    "isTerminal",
    "all",
    "find",
    "save",
    "delete",
    "removeAll",
    "storage",
    "namespace",
    "text",
    "style",
    "title",
}

FORMAT_NAMES = [
    "formattedLine",
    "accessibilityText",
    "summaryText",
    "headlineText",
    "captionText",
    "shareText",
    "searchLabel",
    "detailLine",
    "compactDescription",
    "listSubtitle",
    "notificationBody",
    "exportLine",
]
SWITCH_NAMES = [
    "label",
    "badgeText",
    "analyticsValue",
    "priority",
    "isHighlighted",
    "accent",
    "emphasis",
    "weight",
    "symbolName",
    "sortRank",
    "isEditable",
    "opacity",
]
COLLECTION_NAMES = [
    "filtered",
    "sortedForDisplay",
    "grouped",
    "identifiers",
    "totals",
    "visible",
    "recent",
    "deduplicated",
    "highlighted",
    "pageOf",
    "ranked",
    "selection",
]
LOOKUP_NAMES = [
    "resolvedMatch",
    "preferredCandidate",
    "selectedEntry",
    "fallbackChoice",
    "primaryCandidate",
    "lookup",
    "nearestMatch",
    "pinnedEntry",
]
GENERIC_NAMES = [
    "topValues",
    "indexed",
    "merged",
    "chunked",
    "firstNonNil",
    "uniqueValues",
    "counted",
    "interleaved",
    "boundedList",
    "mapped",
]
SNAPSHOT_NAMES = ["Snapshot", "RowModel", "DiffItem", "Summary", "Presentation", "Digest"]
CONSTANT_NAMES = [
    "pageSize",
    "maximumRetries",
    "cacheLifetime",
    "debounceInterval",
    "minimumQueryLength",
    "prefetchDistance",
    "animationDuration",
    "highlightThreshold",
    "batchSize",
    "refreshInterval",
]
CALLBACK_NAMES = [
    "prepareTitle",
    "resolveTitle",
    "validateEntry",
    "checkAvailability",
    "loadPreview",
    "preparePayload",
    "verifySelection",
    "confirmChoice",
]
LAYOUT_NAMES = ["rowFrames", "columnFrames", "gridFrames", "stackedFrames", "cardFrames", "badgeFrames"]
TEXT_NAMES = ["debugSummary", "reportText", "clipboardText", "supportTicketText", "auditTrail"]
THROW_NAMES = ["isValidEntry", "canSubmit", "passesChecks", "isComplete", "isPublishable"]
DOC_NOTES = [
    "- Note: Keep in sync with the design specification.",
    "- Important: Call from the main thread only.",
    "- Complexity: O(n) in the number of items.",
    "Used by both the list and the detail flows.",
    "See the team wiki for the rationale behind this behaviour.",
    "The result is stable for equal inputs, which keeps snapshot tests deterministic.",
    "- Warning: Do not rely on the ordering of equal elements.",
    "Added while migrating away from the legacy implementation.",
]
NAME_SUFFIXES = ["Compact", "Expanded", "Legacy", "Fallback", "Primary", "Secondary", "Preview", "Draft"]


FUNC_ACCESS = ["", "", "private ", "fileprivate "]
VAR_ACCESS = ["", "", "private "]
GENERIC_TEMPLATES = ["generic-top-values", "generic-lookup-table", "generic-chunks", "generic-counts"]


def with_access(member: list[str], access: str) -> list[str]:
    """`access` (e.g. "private static ") before the member's declaration, its first `func` or `var` line."""
    at = next(index for index, line in enumerate(member) if line.startswith(("func ", "var ")))
    return member[:at] + [access + member[at]] + member[at + 1 :]


class Fillers:
    """Makes one member (a list of lines at member indentation) for a type body."""

    def __init__(self, rng: Random, universe: Universe) -> None:
        self.rng = rng
        # Top-level names a nested filler type must not shadow.
        self.type_names: set[str] = {m.name for m in universe.models}

    # --- helpers -------------------------------------------------------------------------

    def unique(self, ctx: Context, base: str) -> str:
        candidates = [base] + [base + suffix for suffix in NAME_SUFFIXES]
        for candidate in candidates:
            if candidate not in RESERVED and not ctx.scope.taken(candidate) and candidate not in self.type_names:
                ctx.scope.add(candidate)
                return candidate
        number = 2
        while ctx.scope.taken(f"{base}{number}"):
            number += 1
        ctx.scope.add(f"{base}{number}")
        return f"{base}{number}"

    def note(self) -> list[str]:
        """Now and then, a note under a member's summary."""
        if self.rng.random() < 0.3:
            return TEMPLATES.lines("doc-note", note=self.rng.choice(DOC_NOTES))
        return []

    def func(self, ctx: Context) -> str:
        return self.rng.choice(FUNC_ACCESS) + ("static " if ctx.static_only else "")

    def var(self, ctx: Context) -> str:
        return self.rng.choice(VAR_ACCESS) + ("static " if ctx.static_only else "")

    def method(self, template: str, ctx: Context, **values: str | list[str]) -> list[str]:
        note = self.note()
        return with_access(TEMPLATES.lines(template, note=note, **values), self.func(ctx))

    def computed_property(self, template: str, ctx: Context, **values: str | list[str]) -> list[str]:
        note = self.note()
        return with_access(TEMPLATES.lines(template, note=note, **values), self.var(ctx))

    def pick_model(self, ctx: Context) -> ModelSpec:
        """Usually the focus model; sometimes another one the type may use (cross-domain refs)."""
        if len(ctx.models) > 1 and self.rng.random() < 0.35:
            return self.rng.choice(ctx.models[1:])
        return ctx.models[0]

    def status_enum(self, ctx: Context) -> EnumSpec | None:
        for model in ctx.models:
            if model.status is not None:
                return model.status.ref
        return None

    # --- members --------------------------------------------------------------------------

    def format_method(self, ctx: Context) -> list[str]:
        model = self.pick_model(ctx)
        arg = lower_first(model.name)
        name = self.unique(ctx, self.rng.choice(FORMAT_NAMES))
        pieces = [f"\\({arg}.{model.title_prop})"]
        for prop in self.rng.sample(model.props[2:], min(2, len(model.props) - 2)):
            pieces.append(interpolation(arg, prop))
        return self.method(
            "format-method",
            ctx,
            name=name,
            text=" · ".join(pieces),
            a_model_words=with_article(human(model.name)),
            **model_names(model),
        )

    def switch_method(self, ctx: Context) -> list[str]:
        spec = self.status_enum(ctx)
        name = self.unique(ctx, self.rng.choice(SWITCH_NAMES))
        returns = ["String", "Int", "Bool", "Double"] + (["Color"] if ctx.ui else [])
        ret = self.rng.choice(returns)
        cases = spec.cases[:]
        groups: list[list[str]] = []
        while cases:
            take = self.rng.randint(1, min(3, len(cases)))
            groups.append(cases[:take])
            cases = cases[take:]
        note = self.note()
        access = self.func(ctx)
        case_lines = TEMPLATES.each(
            "switch-method-case",
            [
                {"patterns": ", ".join("." + c for c in group), "value": self.return_value(ret, group[0])}
                for group in groups
            ],
        )
        member = TEMPLATES.lines(
            "switch-method",
            note=note,
            cases=case_lines,
            name=name,
            name_words=human(name),
            Result=ret,
            a_enum_words=with_article(human(spec.name)),
            **spellings("Enum", spec.name),
        )
        return with_access(member, access)

    def return_value(self, ret: str, case: str) -> str:
        if ret == "String":
            return f'"{human(case)}"'
        if ret == "Int":
            return str(self.rng.randint(0, 9))
        if ret == "Bool":
            return self.rng.choice(["true", "false"])
        if ret == "Double":
            return f"{self.rng.choice([0.25, 0.5, 0.75, 1.0])}"
        return "." + self.rng.choice(["success", "warning", "danger", "neutral", "info", "brandPrimary"])

    def collection_method(self, ctx: Context) -> list[str]:
        model = self.pick_model(ctx)
        name = self.unique(ctx, self.rng.choice(COLLECTION_NAMES))
        variant = self.rng.randrange(5)
        numeric = model.props_of("int", "double")
        enums = model.props_of("enum", "nested")
        names = model_names(model) | {"name": name}
        if variant == 1 and numeric:
            prop = self.rng.choice(numeric)
            zero = "0" if prop.kind == "int" else "0.0"
            return self.method("collection-sum", ctx, zero=zero, **names, **property_names(prop))
        if variant == 2 and enums:
            prop = enums[0]
            key = prop.type if prop.kind == "enum" else f"{model.name}.{prop.type}"
            return self.method("collection-grouped", ctx, Key=key, **names, **property_names(prop))
        if variant == 3:
            return self.method("collection-identifiers", ctx, **names)
        if variant == 4 and numeric:
            prop = self.rng.choice(numeric)
            return self.method("collection-top", ctx, **names, **property_names(prop))
        return self.method("collection-matching", ctx, **names)

    def lookup_method(self, ctx: Context) -> list[str]:
        model = self.pick_model(ctx)
        name = self.unique(ctx, self.rng.choice(LOOKUP_NAMES))
        optional = model.props_of("optstring")
        fallback = TEMPLATES.lines("lookup-fallback", property=optional[0].name) if optional else []
        return self.method("lookup-method", ctx, name=name, fallback=fallback, **model_names(model))

    def generic_method(self, ctx: Context) -> list[str]:
        name = self.unique(ctx, self.rng.choice(GENERIC_NAMES))
        return self.method(GENERIC_TEMPLATES[self.rng.randrange(len(GENERIC_TEMPLATES))], ctx, name=name)

    def nested_struct(self, ctx: Context) -> list[str]:
        model = self.pick_model(ctx)
        candidates = [model.name + n for n in SNAPSHOT_NAMES]
        name = next((c for c in candidates if not ctx.scope.taken(c) and c not in self.type_names), None)
        if name is None:
            return self.constant(ctx)
        ctx.scope.add(name)
        flags = model.props_of("bool")
        highlighted = "isHighlighted" + (f" || {lower_first(model.name)}.{flags[0].name}" if flags else "")
        return TEMPLATES.lines(
            "nested-struct",
            note=self.note(),
            Name=name,
            highlighted=highlighted,
            a_model_words=with_article(human(model.name)),
            **model_names(model),
        )

    def constant(self, ctx: Context) -> list[str]:
        name = self.unique(ctx, self.rng.choice(CONSTANT_NAMES))
        value = self.rng.choice(["10", "25", "3", "0.25", "60", "120", "0.3"])
        doc = (
            TEMPLATES.lines("constant-doc", name_words=human(name), note=self.note()) if self.rng.random() < 0.6 else []
        )
        return TEMPLATES.lines("constant-computed" if ctx.generic else "constant", doc=doc, name=name, value=value)

    def callback_method(self, ctx: Context) -> list[str]:
        model = self.pick_model(ctx)
        name = self.unique(ctx, self.rng.choice(CALLBACK_NAMES))
        return self.method("callback-method", ctx, name=name, **model_names(model))

    def layout_method(self, ctx: Context) -> list[str]:
        name = self.unique(ctx, self.rng.choice(LAYOUT_NAMES))
        spacing = self.rng.choice(["small", "medium", "large"])
        return self.method("layout-method", ctx, name=name, spacing=spacing)

    def debug_block(self, ctx: Context) -> list[str]:
        model = self.pick_model(ctx)
        name = self.unique(ctx, self.rng.choice(TEXT_NAMES))
        arg = lower_first(model.name)
        # Lines of a multi-line string literal: a label, and the property interpolated.
        lines = [f"{upper_first(human(prop.name))}: {interpolation(arg, prop)}" for prop in model.props[2:5]]
        return self.method(
            "debug-block",
            ctx,
            name=name,
            lines=lines,
            Title_words=upper_first(human(model.title_prop)),
            **model_names(model),
        )

    def throwing_check(self, ctx: Context) -> list[str]:
        model = self.pick_model(ctx)
        name = self.unique(ctx, self.rng.choice(THROW_NAMES))
        return self.method("throwing-check", ctx, name=name, **model_names(model))

    def localized_property(self, ctx: Context) -> list[str]:
        domain = ctx.model.domain
        name = self.unique(ctx, self.rng.choice(["headerText", "footerText", "emptyHint", "retryHint"]))
        key = self.rng.choice(["title", "emptyMessage", "errorMessage", "primaryAction", "retryAction"])
        return self.computed_property("localized-property", ctx, name=name, key=key, Domains=domain.plural)

    def cases_property(self, ctx: Context) -> list[str]:
        spec = self.status_enum(ctx)
        name = self.unique(ctx, self.rng.choice(["selectableStates", "filterOptions", "visibleStates"]))
        return self.computed_property(
            "cases-property", ctx, name=name, last_case=spec.cases[-1], **spellings("Enum", spec.name)
        )

    def plain_helper(self, ctx: Context) -> list[str]:
        """Stdlib-only helpers for contexts that may not refer to app types (Base)."""
        variant = self.rng.randrange(3)
        if variant == 0:
            name = self.unique(ctx, self.rng.choice(["normalizedKey", "sanitizedIdentifier", "slugified"]))
            return self.method("normalized-key", ctx, name=name)
        if variant == 1:
            name = self.unique(ctx, self.rng.choice(["clampedIndex", "boundedOffset", "safePosition"]))
            return self.method("clamped-index", ctx, name=name)
        return self.generic_method(ctx)

    # --- selection ------------------------------------------------------------------------

    def makers(self, ctx: Context) -> list[Callable[[Context], list[str]]]:
        if ctx.model is None:
            out = [self.plain_helper, self.generic_method, self.constant]
            return out + ([self.layout_method] if ctx.ui else [])
        out = [
            self.format_method,
            self.collection_method,
            self.collection_method,
            self.lookup_method,
            self.generic_method,
            self.nested_struct,
            self.constant,
            self.callback_method,
            self.debug_block,
            self.throwing_check,
        ]
        if self.status_enum(ctx) is not None:
            out += [self.switch_method, self.switch_method, self.cases_property]
        if ctx.ui:
            out.append(self.layout_method)
        if ctx.core:
            out.append(self.localized_property)
        return out

    def make(self, ctx: Context, budget: int) -> list[str] | None:
        """A member of at most `budget` lines, or None when even a constant does not fit."""
        makers = self.makers(ctx)
        for _ in range(4):
            scope_before = set(ctx.scope.names)
            member = self.rng.choice(makers)(ctx)
            if len(member) <= budget:
                return member
            ctx.scope.names = scope_before
        member = self.constant(ctx)
        if len(member) <= budget:
            return member
        return None


# --------------------------------------------------------------------------------------------
# File renderers
# --------------------------------------------------------------------------------------------

PALETTE = [
    "brandPrimary",
    "brandSecondary",
    "textPrimary",
    "textSecondary",
    "background",
    "surface",
    "success",
    "warning",
    "danger",
    "neutral",
    "info",
    "separator",
]
# Foundation/Extensions/<file>: the type each one extends.
EXTENDED_TYPES = [
    ("String+Localization.swift", "String"),
    ("String+Validation.swift", "String"),
    ("Collection+Safe.swift", "Collection"),
    ("Double+Formatting.swift", "Double"),
    ("Date+Formatting.swift", "Date"),
    ("Optional+Helpers.swift", "Optional"),
    ("Result+Helpers.swift", "Result"),
]
COMPONENTS = ["DSLabel", "DSButton", "DSBadge", "DSEmptyStateView", "DSSpinner", "DSTextField"]
# The strings each L10n+<Domain>.swift declares (its template), names its fillers must not take.
L10N_KEYS = ["title", "listTitle", "detailTitle", "emptyMessage", "errorMessage", "primaryAction", "retryAction"]
STATUS_ICONS = ["clock", "checkmark", "xmark", "archivebox", "pause", "bolt", "hourglass", "tray"]
STATUS_TINTS = ["success", "warning", "danger", "neutral", "info", "brandPrimary"]
# How a model's analytics parameters write a property, by its kind (the others are left out).
PARAMETER_TEMPLATES = {
    "enum": "parameter-raw-value",
    "nested": "parameter-raw-value",
    "int": "parameter-described",
    "double": "parameter-described",
    "bool": "parameter-described",
    "string": "parameter-string",
}


def feature_cases(template: str, features: list[Feature]) -> list[str]:
    """`template` for each feature, or its `-with-id` variant when the feature's route takes one."""
    return [
        line
        for feature in features
        for line in TEMPLATES.lines(template + ("-with-id" if feature.takes_id else ""), **feature_names(feature))
    ]


def display_subtitle(model: ModelSpec) -> str:
    """The expression a model's `displaySubtitle` returns."""
    if model.status:
        return '"\\(status.displayName) · \\(id)"'
    if model.props[2].kind in ("string", "int"):
        return f'"\\({model.props[2].name})"'
    return "id"


class Renderer:
    """Builds the SourceFile of every file of the app, before fillers are added."""

    def __init__(self, rng: Random, universe: Universe) -> None:
        self.rng = rng
        self.universe = universe
        self.scopes: dict[str, NameScope] = {}

    def scope(self, type_name: str, parent: str | None = None) -> NameScope:
        if type_name not in self.scopes:
            parents = [self.scopes[parent]] if parent else []
            self.scopes[type_name] = NameScope(parents)
        return self.scopes[type_name]

    def ctx(self, type_name: str, models: list[ModelSpec], parent: str | None = None, **flags) -> Context:
        return Context(type_name=type_name, scope=self.scope(type_name, parent), models=models, **flags)

    def some_models(self, count: int) -> list[ModelSpec]:
        models = self.universe.models
        return [self.rng.choice(models) for _ in range(count)]

    def file(self, path: str, *contexts: Context, kind: str = "fixed", **values: str | list[str]) -> SourceFile:
        """The file at `path`, from the template of the same name."""
        return source_file(path, kind, TEMPLATES.lines(path, **values), *contexts)

    # --- Base and Foundation ------------------------------------------------------------------

    def base_files(self) -> list[SourceFile]:
        return [
            self.file("Base/Geometry.swift", self.ctx("Rect", []), self.ctx("EdgeInsets", [])),
            self.file("Base/BaseView.swift", self.ctx("BaseView", [])),
            self.file("Base/BaseViewController.swift", self.ctx("BaseViewController", [])),
            self.file("Base/BasePresenter.swift", self.ctx("BasePresenter", [])),
            self.file("Base/BaseUseCase.swift", self.ctx("BaseUseCase", [], generic=True)),
            self.file("Base/BaseCoordinator.swift", self.ctx("BaseCoordinator", [])),
            self.file("Base/Observable.swift", self.ctx("Observable", [], generic=True)),
        ]

    def foundation_fixed_files(self) -> list[SourceFile]:
        models = "Foundation/Models"
        files = [
            self.file(f"{models}/AppError.swift", self.ctx("AppError", [])),
            self.file(
                f"{models}/LoadingState.swift",
                self.ctx("LoadingState", [], generic=True),
                self.ctx("Page", [], generic=True),
            ),
            self.file(f"{models}/Money.swift", self.ctx("Money", [])),
            self.file(f"{models}/ModelProtocols.swift", self.ctx("Validatable", [], generic=True)),
            self.file(f"{models}/SortOrder.swift", self.ctx("ListSortOrder", [])),
        ]
        return files + self.extension_files() + self.design_system_files()

    def extension_files(self) -> list[SourceFile]:
        files = [
            self.file(
                f"Foundation/Extensions/{file_name}",
                self.ctx(extended, [], generic=extended in ("Collection", "Optional", "Result")),
            )
            for file_name, extended in EXTENDED_TYPES
        ]
        wrappers = self.file(
            "Foundation/Extensions/PropertyWrappers.swift",
            self.ctx("Clamped", [], generic=True),
            self.ctx("Trimmed", []),
        )
        return files + [wrappers]

    def design_system_files(self) -> list[SourceFile]:
        ds = "Foundation/DesignSystem"
        files = [self.file(f"{ds}/Color.swift", self.ctx("Color", [], ui=True))]
        colours = [{"name": name, "hex": f"0x{self.rng.randrange(0x1000000):06X}"} for name in PALETTE]
        files += [
            self.file(
                f"{ds}/Palette.swift", self.ctx("Color", [], ui=True), colours=TEMPLATES.each("palette-colour", colours)
            ),
            self.file(f"{ds}/Typography.swift", self.ctx("Typography", [], ui=True)),
            self.file(f"{ds}/Spacing.swift", self.ctx("Spacing", [], ui=True, static_only=True)),
            self.file(f"{ds}/Theme.swift", self.ctx("LightTheme", [], ui=True), self.ctx("DarkTheme", [], ui=True)),
        ]
        files += [
            self.file(f"{ds}/Components/{name}.swift", self.ctx(name, [], parent="BaseView", ui=True))
            for name in COMPONENTS
        ]
        files.append(
            self.file(
                f"{ds}/Components/DSListView.swift",
                self.ctx("DSListView", [], parent="BaseView", ui=True, generic=True),
            )
        )
        return files

    # --- Core (fixed) -------------------------------------------------------------------------

    def core_fixed_files(self) -> list[SourceFile]:
        features = self.universe.features
        files = [
            self.file("Core/Networking/APIClient.swift", self.ctx("HTTPMethod", [], core=True)),
            self.file("Core/Networking/Endpoint.swift", self.ctx("Endpoint", [], generic=True)),
            self.file("Core/Networking/RequestBuilder.swift", self.ctx("RequestBuilder", [], core=True)),
            self.file("Core/Networking/HTTPClient.swift", self.ctx("HTTPClient", [], core=True)),
            self.file("Core/Persistence/KeyValueStorage.swift", self.ctx("InMemoryStorage", [], core=True)),
            self.file("Core/Persistence/Repository.swift", self.ctx("Repository", [], generic=True)),
            self.file("Core/Persistence/Stored.swift", self.ctx("Stored", [], core=True, generic=True)),
            self.file("Core/Analytics/AnalyticsEvent.swift", self.ctx("AnalyticsEvent", [], core=True)),
            self.file(
                "Core/Analytics/AnalyticsTracking.swift", self.ctx("AnalyticsTracking", [], core=True, generic=True)
            ),
            self.file("Core/Analytics/AnalyticsService.swift", self.ctx("AnalyticsService", [], core=True)),
        ]
        files += self.routing_files(features)
        files += [
            self.file("Core/Logging/Logging.swift", self.ctx("LogLevel", [])),
            self.file("Core/Logging/ConsoleLogger.swift", self.ctx("ConsoleLogger", [], core=True)),
            self.file(
                "Core/FeatureFlags/FeatureFlag.swift",
                self.ctx("FeatureFlag", []),
                kind="switch",
                redesign_cases=TEMPLATES.each("feature-flag-case", [feature_names(f) for f in features]),
            ),
            self.file("Core/FeatureFlags/FeatureFlagProvider.swift", self.ctx("RemoteFeatureFlags", [], core=True)),
            self.file("Core/Configuration/AppConfiguration.swift", self.ctx("AppConfiguration", [], core=True)),
            self.file("Core/Localization/L10n.swift", self.ctx("L10n", [], static_only=True)),
            self.file("Core/DependencyInjection/Dependencies.swift", self.ctx("Dependencies", [], core=True)),
        ]
        return files

    def routing_files(self, features: list[Feature]) -> list[SourceFile]:
        return [
            self.file(
                "Core/Routing/Route.swift",
                self.ctx("Route", self.some_models(2), core=True),
                kind="switch",
                cases=feature_cases("route-case", features),
            ),
            self.file("Core/Routing/Routing.swift", self.ctx("RouterProxy", [], core=True)),
            self.file(
                "Core/Routing/Route+Analytics.swift",
                self.ctx("Route", self.some_models(2), core=True),
                kind="switch",
                cases=TEMPLATES.each("route-analytics-case", [feature_names(f) for f in features]),
            ),
            self.file(
                "Core/Routing/Route+DeepLink.swift",
                self.ctx("Route", self.some_models(2), core=True),
                kind="switch",
                id=TEMPLATES.lines("deep-link-id") if any(f.takes_id for f in features) else [],
                cases=feature_cases("deep-link-case", features),
            ),
            self.file(
                "Core/Routing/Route+Path.swift",
                self.ctx("Route", self.some_models(2), core=True),
                kind="switch",
                cases=feature_cases("route-path-case", features),
            ),
        ]

    # --- App ----------------------------------------------------------------------------------

    def app_files(self) -> list[SourceFile]:
        features = self.universe.features
        self.scope("RouteFactory").add("makeViewController")
        self.scope("Route").add("analyticsName", "path")
        return [
            self.file(
                "App/RouteFactory.swift",
                self.ctx("RouteFactory", self.some_models(2), ui=True, core=True),
                kind="switch",
                cases=feature_cases("route-factory-case", features),
            ),
            self.file(
                "App/AppCoordinator.swift",
                self.ctx("AppCoordinator", self.some_models(2), parent="BaseCoordinator", ui=True, core=True),
                first_route=features[0].route_expr('"root"'),
            ),
            self.file("App/AppDelegate.swift", self.ctx("AppDelegate", self.some_models(2), ui=True, core=True)),
            self.file("App/DeepLinkHandler.swift", self.ctx("DeepLinkHandler", self.some_models(2), core=True)),
        ]

    # --- Domain: Foundation -------------------------------------------------------------------

    def domain_foundation_files(self, domain: Domain) -> list[SourceFile]:
        files = []
        for model in reversed(domain.models):
            files.append(self.model_file(model))
        for spec in (domain.status, domain.kind):
            if spec is not None:
                files.append(self.enum_file(domain, spec))
        files.append(self.action_file(domain))
        files.append(self.conformances_file(domain))
        files.append(self.presentation_file(domain))
        return files

    def model_file(self, model: ModelSpec) -> SourceFile:
        properties = []
        for prop in model.props:
            keyword = "let" if prop.name in ("id", "createdAt") or self.rng.random() < 0.5 else "var"
            properties += TEMPLATES.lines(
                f"model-property-{keyword}",
                Property_words=upper_first(human(prop.name)),
                property=prop.name,
                Type=prop.type,
            )
        nested = []
        if model.nested is not None:
            name, cases = model.nested
            nested = TEMPLATES.lines("model-nested-enum", Nested=name, cases=enum_cases(cases))
        placeholder = memberwise(self.rng, model, 0, placeholders=False)
        self.scope(model.name).add(*(p.name for p in model.props))
        lines = TEMPLATES.lines(
            "model",
            nested_enum=nested,
            properties=properties,
            placeholder=placeholder,
            A_model_words=upper_first(with_article(human(model.name))),
            **model_names(model),
        )
        path = f"Foundation/Models/{model.domain.noun}/{model.name}.swift"
        return source_file(path, "model", lines, self.ctx(model.name, [model]))

    def enum_file(self, domain: Domain, spec: EnumSpec) -> SourceFile:
        terminal = spec.cases[len(spec.cases) // 2 :]
        self.scope(spec.name).add("isTerminal")
        lines = TEMPLATES.lines(
            "enum",
            doc=spec.doc,
            Enum=spec.name,
            cases=enum_cases(spec.cases),
            terminal=", ".join("." + c for c in terminal),
        )
        path = f"Foundation/Models/{domain.noun}/{spec.name}.swift"
        return source_file(path, "enum", lines, self.ctx(spec.name, [domain.primary]))

    def action_file(self, domain: Domain) -> SourceFile:
        self.scope(domain.action).add("isMutating", "targetIDs")
        lines = TEMPLATES.lines(
            "action", Status=domain.status.name, **domain_names(domain), **model_names(domain.primary)
        )
        path = f"Foundation/Models/{domain.noun}/{domain.action}.swift"
        return source_file(path, "action", lines, self.ctx(domain.action, [domain.primary]))

    def conformances_file(self, domain: Domain) -> SourceFile:
        extensions = [
            TEMPLATES.lines("model-conformances", subtitle=display_subtitle(model), **model_names(model))
            for model in domain.models
        ]
        path = f"Foundation/Extensions/{domain.noun}/{domain.noun}+Conformances.swift"
        contexts = [self.ctx(model.name, [model]) for model in domain.models]
        return source_file(path, "conformances", blocks(*extensions), *contexts)

    def presentation_file(self, domain: Domain) -> SourceFile:
        spec = domain.status
        self.scope(spec.name).add("displayName", "iconName", "tint", "sortOrder")
        display_names = [{"case": c, "Case_words": human(c).capitalize()} for c in spec.cases]
        icon_names = [{"case": c, "icon": self.rng.choice(STATUS_ICONS)} for c in spec.cases]
        tints = [{"case": c, "tint": self.rng.choice(STATUS_TINTS)} for c in spec.cases]
        lines = TEMPLATES.lines(
            "status-presentation",
            Status=spec.name,
            display_names=TEMPLATES.each("status-display-name", display_names),
            icon_names=TEMPLATES.each("status-icon-name", icon_names),
            tints=TEMPLATES.each("status-tint", tints),
        )
        path = f"Foundation/Extensions/{domain.noun}/{spec.name}+Presentation.swift"
        return source_file(path, "presentation", lines, self.ctx(spec.name, [domain.primary], ui=True))

    # --- Domain: Core -------------------------------------------------------------------------

    def domain_core_files(self, domain: Domain) -> list[SourceFile]:
        return [
            self.service_file(domain),
            self.endpoints_file(domain),
            self.mock_file(domain),
            self.repository_file(domain),
            self.events_file(domain),
            self.trackable_file(domain),
            self.l10n_file(domain),
        ]

    def service_file(self, domain: Domain) -> SourceFile:
        lines = TEMPLATES.lines(
            "service",
            requirements=TEMPLATES.each("service-requirements", [model_names(m) for m in domain.models]),
            implementations=blocks(
                *(
                    TEMPLATES.lines("service-implementations", **model_names(m), **domain_names(domain))
                    for m in domain.models
                )
            ),
            **domain_names(domain),
        )
        path = f"Core/Networking/Services/{domain.noun}Service.swift"
        return source_file(path, "service", lines, self.ctx(f"Live{domain.noun}Service", domain.models[:], core=True))

    def endpoints_file(self, domain: Domain) -> SourceFile:
        name = f"{domain.noun}Endpoints"
        endpoints = blocks(*(TEMPLATES.lines("model-endpoints", **model_names(m)) for m in domain.models))
        lines = TEMPLATES.lines("endpoints", endpoints=endpoints, **domain_names(domain))
        path = f"Core/Networking/Endpoints/{name}.swift"
        return source_file(path, "endpoints", lines, self.ctx(name, domain.models[:], core=True, static_only=True))

    def mock_file(self, domain: Domain) -> SourceFile:
        name = f"Mock{domain.noun}Service"
        stores = []
        for model in domain.models:
            items = [{"item": memberwise(self.rng, model, i + 1)} for i in range(self.rng.randint(2, 4))]
            stores.append(
                TEMPLATES.lines("mock-store", items=TEMPLATES.each("mock-store-item", items), **model_names(model))
            )
        methods = [TEMPLATES.lines("mock-methods", **model_names(m)) for m in domain.models]
        self.scope(name).add("shouldFail", "pageSize", *(lower_first(m.plural) for m in domain.models))
        lines = TEMPLATES.lines(
            "mock-service", stores=blocks(*stores), methods=blocks(*methods), **domain_names(domain)
        )
        path = f"Core/Networking/Mocks/{name}.swift"
        return source_file(path, "mock", lines, self.ctx(name, domain.models[:], core=True))

    def repository_file(self, domain: Domain) -> SourceFile:
        model = domain.primary
        name = f"{domain.noun}Repository"
        self.scope(name, parent="Repository").add("lastSyncTimestamp", lower_first(domain.plural))
        lines = TEMPLATES.lines("repository", Status=domain.status.name, **domain_names(domain), **model_names(model))
        path = f"Core/Persistence/Repositories/{name}.swift"
        return source_file(
            path, "repository", lines, self.ctx(name, [model], parent="Repository", core=True, generic=True)
        )

    def events_file(self, domain: Domain) -> SourceFile:
        events = []
        for feature in domain.features:
            events.append(TEMPLATES.lines("feature-events", **feature_names(feature)))
            self.scope("AnalyticsEvent").add(
                f"{feature.route}Viewed", f"{feature.route}ItemSelected", f"{feature.route}ActionTapped"
            )
        lines = TEMPLATES.lines("events", events=blocks(*events))
        path = f"Core/Analytics/Events/{domain.noun}Events.swift"
        return source_file(path, "events", lines, self.ctx("AnalyticsEvent", [domain.primary], core=True))

    def trackable_file(self, domain: Domain) -> SourceFile:
        extensions = [
            TEMPLATES.lines("model-trackable", parameters=analytics_parameters(model), **model_names(model))
            for model in domain.models
        ]
        primary = domain.primary
        lines = blocks(*extensions, TEMPLATES.lines("model-extension", Model=primary.name))
        path = f"Core/Analytics/Trackable/{domain.noun}+Trackable.swift"
        return source_file(path, "trackable", lines, self.ctx(primary.name, [primary], core=True))

    def l10n_file(self, domain: Domain) -> SourceFile:
        name = f"L10n.{domain.plural}"
        self.scope(name).add(*L10N_KEYS, "itemCount")
        lines = TEMPLATES.lines("l10n-domain", **domain_names(domain))
        path = f"Core/Localization/L10n+{domain.noun}.swift"
        return source_file(path, "l10n", lines, self.ctx(name, [domain.primary], core=True, static_only=True))

    # --- Features -----------------------------------------------------------------------------

    def feature_files(self, feature: Feature) -> list[SourceFile]:
        files = [self.module_file(feature), self.coordinator_file(feature)]
        for screen in feature.screens:
            files += [
                self.presenter_file(screen),
                self.use_case_file(screen),
                self.view_controller_file(screen),
                self.view_file(screen),
            ]
            if screen.is_collection:
                files.append(self.cell_file(screen))
        return files

    def feature_models(self, screen: Screen) -> list[ModelSpec]:
        return [screen.model] + self.some_models(2)

    def module_file(self, feature: Feature) -> SourceFile:
        entry = feature.screens[0]
        detail = next((s for s in feature.screens if not s.is_collection), None)
        name = f"{feature.name}Module"
        self.scope(name).add("makeEntry", *(f"make{s.kind}" for s in feature.screens))
        lines = TEMPLATES.lines(
            "module",
            entry=TEMPLATES.lines("module-entry-with-id" if feature.takes_id else "module-entry", Kind=entry.kind),
            screens=blocks(*(module_screen(screen, detail) for screen in feature.screens)),
            **feature_names(feature),
        )
        path = f"Features/{feature.name}/{name}.swift"
        return source_file(path, "module", lines, self.ctx(name, [entry.model], core=True, static_only=True))

    def coordinator_file(self, feature: Feature) -> SourceFile:
        name = f"{feature.name}Coordinator"
        start = TEMPLATES.lines(
            "coordinator-start-with-id" if feature.takes_id else "coordinator-start", **feature_names(feature)
        )
        self.scope(name, parent="BaseCoordinator").add("entryID", "finish")
        lines = TEMPLATES.lines("coordinator", start=start, **feature_names(feature))
        context = self.ctx(name, [feature.screens[0].model], parent="BaseCoordinator", core=True)
        return source_file(f"Features/{feature.name}/{name}.swift", "coordinator", lines, context)

    def presenter_file(self, screen: Screen) -> SourceFile:
        target = self.rng.choice(screen.feature.routes_to)
        name = f"{screen.name}Presenter"
        first_id = 'items.first?.id ?? "new"' if screen.is_collection else "item?.id ?? itemID"
        self.scope(name, parent="BasePresenter").add(
            "view",
            "onShowDetail",
            "isLoading",
            "loadUseCase",
            "featureFlags",
            "items",
            "item",
            "itemID",
            "currentPage",
            "reload",
            "didSelectItem",
            "didTapShare",
            "didTapPrimaryAction",
            "loadNextPage",
        )
        lines = TEMPLATES.lines(
            "presenter-" + screen_variant(screen),
            item_route=target.route_expr("item.id"),
            primary_route=target.route_expr(first_id),
            **screen_names(screen),
        )
        context = self.ctx(name, self.feature_models(screen), parent="BasePresenter", core=True)
        return source_file(f"Features/{screen.feature.name}/Presenters/{name}.swift", "presenter", lines, context)

    def use_case_file(self, screen: Screen) -> SourceFile:
        name = screen.use_case
        self.scope(name, parent="BaseUseCase").add("service")
        lines = TEMPLATES.lines("use-case-" + screen_variant(screen), **screen_names(screen))
        context = self.ctx(name, self.feature_models(screen), parent="BaseUseCase", core=True, generic=True)
        return source_file(f"Features/{screen.feature.name}/UseCases/{name}.swift", "usecase", lines, context)

    def view_controller_file(self, screen: Screen) -> SourceFile:
        name = f"{screen.name}ViewController"
        self.scope(name, parent="BaseViewController").add(
            "presenter", "contentView", "scrollProgress", "lastState", "didScroll"
        )
        lines = TEMPLATES.lines("view-controller-" + screen_variant(screen), **screen_names(screen))
        context = self.ctx(name, self.feature_models(screen), parent="BaseViewController", ui=True, core=True)
        path = f"Features/{screen.feature.name}/ViewControllers/{name}.swift"
        return source_file(path, "viewcontroller", lines, context)

    def view_file(self, screen: Screen) -> SourceFile:
        model = screen.model
        name = f"{screen.name}View"
        heights = {
            "header_height": str(self.rng.choice([48, 56, 64, 72])),
            "row_height": str(self.rng.choice([56, 64, 72, 88])),
            "button_height": str(self.rng.choice([44, 48, 52])),
        }
        if screen.is_collection:
            lines = TEMPLATES.lines("view-collection", **heights, **screen_names(screen))
        else:
            lines = TEMPLATES.lines(
                "view-detail",
                details=" · ".join(interpolation("item", p) for p in model.props[2:5]),
                badge=TEMPLATES.lines("status-badge" if model.status is not None else "badge-hidden"),
                **heights,
                **screen_names(screen),
            )
        self.scope(name, parent="BaseView").add(
            "Layout",
            "onPrimaryAction",
            "onSelectItem",
            "titleLabel",
            "detailLabel",
            "badge",
            "emptyStateView",
            "primaryButton",
            "cells",
        )
        context = self.ctx(name, self.feature_models(screen), parent="BaseView", ui=True, core=True)
        return source_file(f"Features/{screen.feature.name}/Views/{name}.swift", "view", lines, context)

    def cell_file(self, screen: Screen) -> SourceFile:
        model = screen.model
        name = f"{screen.name}Cell"
        flags = model.props_of("bool")
        self.scope(name, parent="BaseView").add(
            "reuseIdentifier", "onTap", "titleLabel", "subtitleLabel", "badge", "itemID"
        )
        lines = TEMPLATES.lines(
            "cell",
            height=str(self.rng.choice([56, 64, 72, 88])),
            status_badge=TEMPLATES.lines("status-badge") if model.status is not None else [],
            flag_badge=TEMPLATES.lines("flag-badge", flag=flags[0].name) if flags else [],
            **screen_names(screen),
        )
        context = self.ctx(name, self.feature_models(screen), parent="BaseView", ui=True, core=True)
        return source_file(f"Features/{screen.feature.name}/Views/{name}.swift", "cell", lines, context)


def enum_cases(cases: list[str]) -> list[str]:
    return TEMPLATES.each("enum-case", [{"case": c} for c in cases])


def analytics_parameters(model: ModelSpec) -> list[str]:
    """The entries of a model's `analyticsParameters`: its identifier, then those of its third to fifth
    properties that have a kind a parameter can show."""
    lines = TEMPLATES.lines("parameter-id", model_key=snake(model.name))
    for prop in model.props[2:5]:
        if prop.kind in PARAMETER_TEMPLATES:
            lines += TEMPLATES.lines(PARAMETER_TEMPLATES[prop.kind], **spellings("Property", prop.name))
    return lines


def module_screen(screen: Screen, detail: Screen | None) -> list[str]:
    """The builder of a screen in its feature's module; a list opens `detail`, if there is one."""
    if not screen.is_collection:
        return TEMPLATES.lines("module-detail-screen", **screen_names(screen))
    show_detail = [] if detail is None else TEMPLATES.lines("module-show-detail", Kind=detail.kind)
    return TEMPLATES.lines("module-collection-screen", show_detail=show_detail, **screen_names(screen))


def screen_variant(screen: Screen) -> str:
    """Which template of a screen's files: for a list of items, or for one item."""
    return "collection" if screen.is_collection else "detail"


# --------------------------------------------------------------------------------------------
# Sizing: per-file targets that add up to the requested line count
# --------------------------------------------------------------------------------------------


def fit_targets(raw: list[float], total: int, lo: int = MIN_FILE_LINES, hi: int = MAX_FILE_LINES) -> list[int]:
    """Scale `raw` sizes so that, clamped to [lo, hi] and rounded, they add up to `total`."""
    lo = min(lo, total // max(len(raw), 1))

    def clamped_sum(scale: float) -> float:
        return sum(min(max(r * scale, lo), hi) for r in raw)

    low, high = 0.0, 1.0
    while clamped_sum(high) < total and high < 1e6:
        high *= 2
    for _ in range(60):
        mid = (low + high) / 2
        if clamped_sum(mid) < total:
            low = mid
        else:
            high = mid
    values = [min(max(r * high, lo), hi) for r in raw]
    targets = [int(v) for v in values]
    by_fraction = sorted(range(len(values)), key=lambda i: (targets[i] - values[i], i))
    for index in by_fraction[: max(total - sum(targets), 0)]:
        targets[index] += 1
    return targets


def raw_size(rng: Random, source: SourceFile) -> float:
    if source.kind == "switch":
        return float(source.line_count())
    lo, hi = FILE_SIZES[source.kind]
    return rng.uniform(lo, hi)


def grow(source: SourceFile, target: int, fillers: Fillers, rng: Random) -> None:
    """Add filler members to the file's growable bodies until it has `target` lines."""
    bodies = source.bodies()
    if not bodies:
        return
    current = source.line_count()
    while current < target:
        body = rng.choice(bodies)
        separator = 1 if body.members else 0
        member = fillers.make(body.context, target - current - separator)
        if member is None:
            break
        body.members.append(member)
        current += len(member) + separator
    if current < target:
        missing = target - current
        notes = [f"/// {rng.choice(DOC_NOTES)}" for _ in range(missing)]
        if missing > 1:
            notes[0] = "///"
        head = bodies[0].head
        head[len(head) - 1 : len(head) - 1] = notes


# --------------------------------------------------------------------------------------------
# The whole app
# --------------------------------------------------------------------------------------------


def app_files(universe: Universe, renderer: Renderer) -> list[SourceFile]:
    """Every file, base classes before subclasses (fillers of subclasses avoid inherited names)."""
    files = renderer.base_files() + renderer.foundation_fixed_files() + renderer.core_fixed_files()
    files += renderer.app_files()
    for domain in universe.domains:
        files += renderer.domain_foundation_files(domain) + renderer.domain_core_files(domain)
    for domain in universe.domains:
        for feature in domain.features:
            files += renderer.feature_files(feature)
    return files


def floor_lines(universe: Universe, seed: int) -> int:
    """Lines the app needs before any filler: required code, and at least MIN_FILE_LINES a file."""
    scratch = Random(seed)
    link_features(scratch, universe)
    renderer = Renderer(scratch, universe)
    return sum(max(f.line_count(), MIN_FILE_LINES) for f in app_files(universe, renderer))


def fit_universe(universe: Universe, total_lines: int, seed: int) -> None:
    """Small sizes: trim screens and features until the required code fits the line budget."""
    while floor_lines(universe, seed) > total_lines * 0.97 and trim_one(universe):
        pass


def render_app(universe: Universe, rng: Random, total_lines: int) -> dict[str, str]:
    """Path (relative to the target folder) -> file text, totalling `total_lines` lines."""
    fillers = Fillers(rng, universe)
    renderer = Renderer(rng, universe)
    files = app_files(universe, renderer)
    targets = fit_targets([raw_size(rng, f) for f in files], total_lines)
    rendered: dict[str, str] = {}
    carry = 0  # lines still owed by earlier files (negative: written too many)
    for source, planned in zip(files, targets, strict=True):
        target = min(max(planned + carry, MIN_FILE_LINES), MAX_FILE_LINES)
        grow(source, target, fillers, rng)
        text = source.render(rng.randint(2016, 2024))
        carry += planned - text.count("\n")
        rendered[source.path] = text
    return rendered


def write_package(out: Path, files: dict[str, str], lines: int, seed: int) -> None:
    if out.exists():
        if any(out.iterdir()) and not (out / MARKER_FILE).exists():
            sys.exit(f"error: {out} exists, is not empty and was not written by this generator")
        shutil.rmtree(out)
    sources = out / "Sources" / TARGET
    for directory in sorted({(sources / path).parent for path in files}):
        directory.mkdir(parents=True, exist_ok=True)
    for path in sorted(files):
        (sources / path).write_text(files[path], encoding="utf-8")
    manifest = TEMPLATES.lines("Package.swift", lines=str(lines), seed=str(seed), target=TARGET)
    (out / "Package.swift").write_text("\n".join(manifest) + "\n", encoding="utf-8")
    (out / MARKER_FILE).write_text(f"lines={lines} seed={seed}\n", encoding="utf-8")


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lines", type=int, required=True, help="total lines of Swift to generate (>= 10000)")
    parser.add_argument("--out", type=Path, required=True, help="package folder to (re)create")
    parser.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    args = parser.parse_args(argv)
    if args.lines < 10000:
        parser.error("--lines must be at least 10000")
    return args


def main(argv: list[str]) -> int:
    args = parse_args(argv)
    started = time.monotonic()
    rng = Random(args.seed)
    universe = plan_universe(rng, args.lines)
    fit_universe(universe, args.lines, args.seed)
    link_features(rng, universe)
    files = render_app(universe, rng, args.lines)
    write_package(args.out, files, args.lines, args.seed)
    lines = sum(text.count("\n") for text in files.values())
    size = sum(len(text.encode("utf-8")) for text in files.values())
    screens = sum(len(f.screens) for f in universe.features)
    print(
        f"{args.out}: {len(files)} files, {lines} lines, {size} bytes "
        f"({len(universe.domains)} domains, {len(universe.features)} features, {screens} screens) "
        f"in {time.monotonic() - started:.1f}s"
    )
    if abs(lines - args.lines) > args.lines * 0.02:
        print(f"error: {lines} lines is more than 2% away from the {args.lines} requested", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

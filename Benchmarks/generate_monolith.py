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
    def service(self) -> str:
        return f"{self.noun}Servicing"

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

    Members are stored unindented and separated by blank lines when rendered; `context` is None
    for bodies that must not grow.
    """

    head: list[str]
    members: list[list[str]]
    context: Context | None = None
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


@dataclass
class SourceFile:
    path: str  # relative to Sources/Monolith
    kind: str
    parts: list = field(default_factory=list)  # list[list[str] | Body]
    imports: tuple[str, ...] = ("Foundation",)

    def header(self, year: int) -> list[str]:
        name = self.path.rsplit("/", 1)[-1]
        lines = [
            "//",
            f"//  {name}",
            f"//  {TARGET}",
            "//",
            f"//  Copyright (c) {year} Example Corp. All rights reserved.",
            "//",
            "",
        ]
        lines += [f"import {module}" for module in self.imports]
        return lines

    def part_lines(self, part) -> int:
        return part.line_count() if isinstance(part, Body) else len(part)

    def line_count(self) -> int:
        return 7 + len(self.imports) + sum(1 + self.part_lines(p) for p in self.parts)

    def render(self, year: int) -> str:
        out = self.header(year)
        for part in self.parts:
            out.append("")
            out.extend(part.lines() if isinstance(part, Body) else part)
        return "\n".join(out) + "\n"

    def bodies(self) -> list[Body]:
        return [p for p in self.parts if isinstance(p, Body) and p.context is not None]


def indent(lines: list[str], level: int = 1) -> list[str]:
    pad = INDENT * level
    return [pad + line if line else "" for line in lines]


def doc(text: str) -> list[str]:
    return [f"/// {text}"]


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

    def docs(self, summary: str) -> list[str]:
        lines = [f"/// {summary}"]
        if self.rng.random() < 0.3:
            lines += ["///", f"/// {self.rng.choice(DOC_NOTES)}"]
        return lines

    def func(self, ctx: Context) -> str:
        access = self.rng.choice(["", "", "private ", "fileprivate "])
        return f"{access}{'static ' if ctx.static_only else ''}func"

    def var(self, ctx: Context) -> str:
        access = self.rng.choice(["", "", "private "])
        return f"{access}{'static ' if ctx.static_only else ''}var"

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

    # --- templates ------------------------------------------------------------------------

    def format_method(self, ctx: Context) -> list[str]:
        model = self.pick_model(ctx)
        arg = lower_first(model.name)
        name = self.unique(ctx, self.rng.choice(FORMAT_NAMES))
        pieces = [f"\\({arg}.{model.title_prop})"]
        for prop in self.rng.sample(model.props[2:], min(2, len(model.props) - 2)):
            pieces.append(interpolation(arg, prop))
        lines = self.docs(f"Text describing {with_article(human(model.name))} in one line.")
        lines += [
            f"{self.func(ctx)} {name}(for {arg}: {model.name}) -> String {{",
            f"    let title = {arg}.{model.title_prop}.trimmingCharacters(in: .whitespaces)",
            "    guard !title.isEmpty else {",
            f'        return "#\\({arg}.id)"',
            "    }",
            f'    return "{" · ".join(pieces)}"',
            "}",
        ]
        return lines

    def switch_method(self, ctx: Context) -> list[str]:
        spec = self.status_enum(ctx)
        arg = lower_first(spec.name)
        name = self.unique(ctx, self.rng.choice(SWITCH_NAMES))
        returns = ["String", "Int", "Bool", "Double"] + (["Color"] if ctx.ui else [])
        ret = self.rng.choice(returns)
        cases = spec.cases[:]
        groups: list[list[str]] = []
        while cases:
            take = self.rng.randint(1, min(3, len(cases)))
            groups.append(cases[:take])
            cases = cases[take:]
        lines = self.docs(f"Maps {with_article(human(spec.name))} to its {human(name)}.")
        lines.append(f"{self.func(ctx)} {name}(for {arg}: {spec.name}) -> {ret} {{")
        lines.append(f"    switch {arg} {{")
        for group in groups:
            lines.append("    case " + ", ".join("." + c for c in group) + ":")
            lines.append(f"        return {self.return_value(ret, group[0])}")
        lines += ["    }", "}"]
        return lines

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
        items = f"[{model.name}]"
        if variant == 1 and numeric:
            prop = self.rng.choice(numeric)
            zero = "0" if prop.kind == "int" else "0.0"
            return self.docs(f"Adds up the {human(prop.name)} of the given items.") + [
                f"{self.func(ctx)} {name}(of items: {items}) -> {prop.type} {{",
                f"    items.reduce({zero}) {{ partial, item in",
                f"        partial + item.{prop.name}",
                "    }",
                "}",
            ]
        if variant == 2 and enums:
            prop = enums[0]
            key = prop.type if prop.kind == "enum" else f"{model.name}.{prop.type}"
            return self.docs(f"Groups items by {human(prop.name)}, keeping their order.") + [
                f"{self.func(ctx)} {name}(_ items: {items}) -> [{key}: {items}] {{",
                f"    Dictionary(grouping: items, by: {{ $0.{prop.name} }})",
                "}",
            ]
        if variant == 3:
            return self.docs("Identifiers of the items, duplicates removed, order kept.") + [
                f"{self.func(ctx)} {name}(_ items: {items}) -> [String] {{",
                "    var seen = Set<String>()",
                "    return items.map(\\.id).filter { seen.insert($0).inserted }",
                "}",
            ]
        if variant == 4 and numeric:
            prop = self.rng.choice(numeric)
            return self.docs(f"The items with the highest {human(prop.name)} first.") + [
                f"{self.func(ctx)} {name}(_ items: {items}, limit: Int = 10) -> {items} {{",
                "    guard limit > 0 else { return [] }",
                "    let sorted = items.sorted { lhs, rhs in",
                f"        if lhs.{prop.name} == rhs.{prop.name} {{",
                "            return lhs.id < rhs.id",
                "        }",
                f"        return lhs.{prop.name} > rhs.{prop.name}",
                "    }",
                "    return Array(sorted.prefix(limit))",
                "}",
            ]
        return self.docs("Items whose title matches the query, sorted by title.") + [
            f"{self.func(ctx)} {name}(_ items: {items}, matching query: String) -> {items} {{",
            "    let needle = query.lowercased()",
            "    return items",
            f"        .filter {{ needle.isEmpty || $0.{model.title_prop}.lowercased().contains(needle) }}",
            f"        .sorted {{ $0.{model.title_prop} < $1.{model.title_prop} }}",
            "}",
        ]

    def lookup_method(self, ctx: Context) -> list[str]:
        model = self.pick_model(ctx)
        name = self.unique(ctx, self.rng.choice(LOOKUP_NAMES))
        lines = self.docs(f"Finds the {human(model.name)} with the given identifier, if any.")
        lines += [
            f"{self.func(ctx)} {name}(in candidates: [{model.name}], id: String?) -> {model.name}? {{",
            "    guard let id = id, !id.isEmpty else {",
            "        return candidates.first",
            "    }",
            "    if let match = candidates.first(where: { $0.id == id }) {",
            "        return match",
            "    }",
        ]
        optional = model.props_of("optstring")
        if optional:
            prop = optional[0]
            lines += [
                f"    if let fallback = candidates.first(where: {{ $0.{prop.name} != nil }}) {{",
                "        return fallback",
                "    }",
            ]
        lines += ["    return nil", "}"]
        return lines

    def generic_method(self, ctx: Context) -> list[str]:
        name = self.unique(ctx, self.rng.choice(GENERIC_NAMES))
        variant = self.rng.randrange(4)
        if variant == 0:
            return self.docs("The largest values, at most `limit` of them.") + [
                f"{self.func(ctx)} {name}<Candidate: Comparable>(_ values: [Candidate], limit: Int) -> [Candidate] {{",
                "    guard limit > 0 else { return [] }",
                "    return Array(values.sorted(by: >).prefix(limit))",
                "}",
            ]
        if variant == 1:
            return self.docs("Builds a lookup table; the first value wins on duplicate keys.") + [
                f"{self.func(ctx)} {name}<LookupKey: Hashable, LookupValue>(_ pairs: [(LookupKey, LookupValue)]) -> [LookupKey: LookupValue] {{",
                "    Dictionary(pairs, uniquingKeysWith: { first, _ in first })",
                "}",
            ]
        if variant == 2:
            return self.docs("Splits values into consecutive chunks of `size` elements.") + [
                f"{self.func(ctx)} {name}<Piece>(_ values: [Piece], size: Int) -> [[Piece]] {{",
                "    guard size > 0 else { return [values] }",
                "    return stride(from: 0, to: values.count, by: size).map { start in",
                "        Array(values[start..<Swift.min(start + size, values.count)])",
                "    }",
                "}",
            ]
        return self.docs("Counts how often each value occurs.") + [
            f"{self.func(ctx)} {name}<Source: Sequence>(_ sequence: Source) -> [Source.Element: Int] where Source.Element: Hashable {{",
            "    var counts: [Source.Element: Int] = [:]",
            "    for element in sequence {",
            "        counts[element, default: 0] += 1",
            "    }",
            "    return counts",
            "}",
        ]

    def nested_struct(self, ctx: Context) -> list[str]:
        model = self.pick_model(ctx)
        candidates = [model.name + n for n in SNAPSHOT_NAMES]
        name = next((c for c in candidates if not ctx.scope.taken(c) and c not in self.type_names), None)
        if name is None:
            return self.constant(ctx)
        ctx.scope.add(name)
        arg = lower_first(model.name)
        flags = model.props_of("bool")
        lines = self.docs(f"A lightweight, comparable view of {with_article(human(model.name))}.")
        lines += [
            f"struct {name}: Equatable, Hashable {{",
            "    let id: String",
            "    let title: String",
            "    let isHighlighted: Bool",
            "",
            f"    init(_ {arg}: {model.name}, isHighlighted: Bool = false) {{",
            f"        self.id = {arg}.id",
            f"        self.title = {arg}.{model.title_prop}",
            "        self.isHighlighted = isHighlighted" + (f" || {arg}.{flags[0].name}" if flags else ""),
            "    }",
            "}",
        ]
        return lines

    def constant(self, ctx: Context) -> list[str]:
        name = self.unique(ctx, self.rng.choice(CONSTANT_NAMES))
        value = self.rng.choice(["10", "25", "3", "0.25", "60", "120", "0.3"])
        lines = self.docs(f"Tuned {human(name)}.") if self.rng.random() < 0.6 else []
        if ctx.generic:
            return lines + [f"static var {name}: Double {{ {value} }}"]
        return lines + [f"static let {name}: Double = {value}"]

    def callback_method(self, ctx: Context) -> list[str]:
        model = self.pick_model(ctx)
        arg = lower_first(model.name)
        name = self.unique(ctx, self.rng.choice(CALLBACK_NAMES))
        return self.docs("Asynchronous-style check with a completion handler.") + [
            f"{self.func(ctx)} {name}(_ {arg}: {model.name}, completion: @escaping (Result<String, AppError>) -> Void) {{",
            f"    guard !{arg}.id.isEmpty else {{",
            '        completion(.failure(.validation(field: "id", reason: "must not be empty")))',
            "        return",
            "    }",
            f"    let title = {arg}.{model.title_prop}",
            "    completion(title.isEmpty ? .failure(.notFound) : .success(title))",
            "}",
        ]

    def layout_method(self, ctx: Context) -> list[str]:
        name = self.unique(ctx, self.rng.choice(LAYOUT_NAMES))
        spacing = self.rng.choice(["small", "medium", "large"])
        return self.docs("Frames of `count` evenly spaced rows inside `bounds`.") + [
            f"{self.func(ctx)} {name}(in bounds: Rect, count: Int) -> [Rect] {{",
            "    guard count > 0 else { return [] }",
            f"    let gap = Spacing.{spacing}",
            "    let height = (bounds.height - gap * Double(count - 1)) / Double(count)",
            "    return (0..<count).map { index in",
            "        Rect(x: bounds.x, y: bounds.y + Double(index) * (height + gap), width: bounds.width, height: height)",
            "    }",
            "}",
        ]

    def debug_block(self, ctx: Context) -> list[str]:
        model = self.pick_model(ctx)
        name = self.unique(ctx, self.rng.choice(TEXT_NAMES))
        arg = lower_first(model.name)
        lines = ["#if DEBUG"] + self.docs("Multi-line dump used by the debug menu.")
        lines += [
            f"{self.func(ctx)} {name}(for {arg}: {model.name}) -> String {{",
            '    """',
            f"    {model.name} \\({arg}.id)",
            f"    {upper_first(human(model.title_prop))}: \\({arg}.{model.title_prop})",
        ]
        for prop in model.props[2:5]:
            lines.append(f"    {upper_first(human(prop.name))}: {interpolation(arg, prop)}")
        lines += ['    """', "}", "#endif"]
        return lines

    def throwing_check(self, ctx: Context) -> list[str]:
        model = self.pick_model(ctx)
        arg = lower_first(model.name)
        name = self.unique(ctx, self.rng.choice(THROW_NAMES))
        return self.docs(f"Whether the {human(model.name)} passes validation.") + [
            f"{self.func(ctx)} {name}(_ {arg}: {model.name}) -> Bool {{",
            "    do {",
            f"        try {arg}.validate()",
            "        return true",
            "    } catch let error as AppError {",
            "        return error == .notFound",
            "    } catch {",
            "        return false",
            "    }",
            "}",
        ]

    def localized_property(self, ctx: Context) -> list[str]:
        domain = ctx.model.domain
        name = self.unique(ctx, self.rng.choice(["headerText", "footerText", "emptyHint", "retryHint"]))
        key = self.rng.choice(["title", "emptyMessage", "errorMessage", "primaryAction", "retryAction"])
        return self.docs("Localised text for this screen.") + [
            f"{self.var(ctx)} {name}: String {{",
            f"    L10n.{domain.plural}.{key}",
            "}",
        ]

    def cases_property(self, ctx: Context) -> list[str]:
        spec = self.status_enum(ctx)
        name = self.unique(ctx, self.rng.choice(["selectableStates", "filterOptions", "visibleStates"]))
        return self.docs(f"The {human(spec.name)} values offered as filters.") + [
            f"{self.var(ctx)} {name}: [{spec.name}] {{",
            f"    {spec.name}.allCases.filter {{ $0 != .{spec.cases[-1]} }}",
            "}",
        ]

    def plain_helper(self, ctx: Context) -> list[str]:
        """Stdlib-only helpers for contexts that may not refer to app types (Base)."""
        variant = self.rng.randrange(3)
        if variant == 0:
            name = self.unique(ctx, self.rng.choice(["normalizedKey", "sanitizedIdentifier", "slugified"]))
            return self.docs("Lower-cased key with spaces replaced by dashes.") + [
                f"{self.func(ctx)} {name}(_ raw: String) -> String {{",
                "    raw.lowercased()",
                '        .split(separator: " ")',
                '        .joined(separator: "-")',
                "}",
            ]
        if variant == 1:
            name = self.unique(ctx, self.rng.choice(["clampedIndex", "boundedOffset", "safePosition"]))
            return self.docs("Clamps an index into `0..<count`.") + [
                f"{self.func(ctx)} {name}(_ index: Int, count: Int) -> Int {{",
                "    guard count > 0 else { return 0 }",
                "    return Swift.min(Swift.max(index, 0), count - 1)",
                "}",
            ]
        return self.generic_method(ctx)

    # --- selection ------------------------------------------------------------------------

    def templates(self, ctx: Context) -> list[Callable[[Context], list[str]]]:
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
        templates = self.templates(ctx)
        for _ in range(4):
            scope_before = set(ctx.scope.names)
            member = self.rng.choice(templates)(ctx)
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


class Renderer:
    """Builds the SourceFile of every file of the app, before fillers are added."""

    def __init__(self, rng: Random, universe: Universe, fillers: Fillers) -> None:
        self.rng = rng
        self.universe = universe
        self.fillers = fillers
        self.scopes: dict[str, NameScope] = {}

    def scope(self, type_name: str, parent: str | None = None, reserved: tuple[str, ...] = ()) -> NameScope:
        if type_name not in self.scopes:
            parents = [self.scopes[parent]] if parent else []
            self.scopes[type_name] = NameScope(parents)
        self.scopes[type_name].add(*reserved)
        return self.scopes[type_name]

    def ctx(self, type_name: str, models: list[ModelSpec], parent: str | None = None, **flags) -> Context:
        return Context(type_name=type_name, scope=self.scope(type_name, parent), models=models, **flags)

    def some_models(self, count: int) -> list[ModelSpec]:
        models = self.universe.models
        return [self.rng.choice(models) for _ in range(count)]

    # --- Base ---------------------------------------------------------------------------------

    def base_files(self) -> list[SourceFile]:
        files = []
        geometry = SourceFile("Base/Geometry.swift", "fixed")
        geometry.parts = [
            Body(
                doc("A rectangle in points, independent of any UI framework.") + ["struct Rect: Equatable, Codable {"],
                [
                    ["var x: Double", "var y: Double", "var width: Double", "var height: Double"],
                    ["static let zero = Rect(x: 0, y: 0, width: 0, height: 0)"],
                    [
                        "var maxX: Double { x + width }",
                        "var maxY: Double { y + height }",
                        "var isEmpty: Bool { width <= 0 || height <= 0 }",
                    ],
                    [
                        "/// The rectangle shrunk by `insets` on each edge.",
                        "func inset(by insets: EdgeInsets) -> Rect {",
                        "    Rect(x: x + insets.left, y: y + insets.top,",
                        "         width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)",
                        "}",
                    ],
                    [
                        "/// Splits off a slice of `distance` points from the top.",
                        "func divided(atDistance distance: Double) -> (slice: Rect, remainder: Rect) {",
                        "    let slice = Rect(x: x, y: y, width: width, height: Swift.min(distance, height))",
                        "    let remainder = Rect(x: x, y: y + slice.height, width: width, height: height - slice.height)",
                        "    return (slice, remainder)",
                        "}",
                    ],
                ],
                self.ctx("Rect", []),
            ),
            Body(
                doc("Insets of a rectangle's edges.") + ["struct EdgeInsets: Equatable, Codable {"],
                [
                    ["var top: Double", "var left: Double", "var bottom: Double", "var right: Double"],
                    ["static let zero = EdgeInsets(all: 0)"],
                    [
                        "init(top: Double, left: Double, bottom: Double, right: Double) {",
                        "    self.top = top",
                        "    self.left = left",
                        "    self.bottom = bottom",
                        "    self.right = right",
                        "}",
                    ],
                    [
                        "init(all value: Double) {",
                        "    self.init(top: value, left: value, bottom: value, right: value)",
                        "}",
                    ],
                ],
                self.ctx("EdgeInsets", []),
            ),
        ]
        files.append(geometry)

        view = SourceFile("Base/BaseView.swift", "fixed")
        view.parts = [
            Body(
                doc("Root of the view hierarchy; every view of the app inherits from it.") + ["class BaseView {"],
                [
                    [
                        "var frame: Rect",
                        "private(set) var subviews: [BaseView] = []",
                        "weak var superview: BaseView?",
                        "var isHidden = false",
                        "var alpha: Double = 1",
                        "var accessibilityIdentifier: String?",
                        "private(set) var needsLayout = true",
                    ],
                    ["/// Height the view wants when laid out in a stack.", "var intrinsicHeight: Double { 44 }"],
                    ["init(frame: Rect = .zero) {", "    self.frame = frame", "    setUp()", "}"],
                    ["/// Override to build the view's subviews; called once from `init`.", "func setUp() {}"],
                    [
                        "/// Override to position subviews inside `frame`.",
                        "func layoutSubviews() {",
                        "    needsLayout = false",
                        "}",
                    ],
                    [
                        "/// Resets transient state before the view is reused.",
                        "func prepareForReuse() {",
                        "    alpha = 1",
                        "    isHidden = false",
                        "}",
                    ],
                    ["func setNeedsLayout() {", "    needsLayout = true", "    superview?.setNeedsLayout()", "}"],
                    [
                        "func addSubview(_ view: BaseView) {",
                        "    view.removeFromSuperview()",
                        "    subviews.append(view)",
                        "    view.superview = self",
                        "    setNeedsLayout()",
                        "}",
                    ],
                    [
                        "func removeFromSuperview() {",
                        "    guard let parent = superview else { return }",
                        "    parent.subviews.removeAll { $0 === self }",
                        "    superview = nil",
                        "}",
                    ],
                ],
                self.ctx("BaseView", []),
            )
        ]
        files.append(view)

        controller = SourceFile("Base/BaseViewController.swift", "fixed")
        controller.parts = [
            Body(
                doc("Base class of every screen.") + ["class BaseViewController {"],
                [
                    [
                        "let screenName: String",
                        "let rootView: BaseView",
                        "private(set) var isVisible = false",
                        "private(set) var isLoading = false",
                        "private(set) var lastErrorMessage: String?",
                    ],
                    ["/// Title shown in the navigation bar.", "var navigationTitle: String { screenName }"],
                    [
                        "init(screenName: String, rootView: BaseView = BaseView()) {",
                        "    self.screenName = screenName",
                        "    self.rootView = rootView",
                        "}",
                    ],
                    ["func viewDidLoad() {", "    rootView.layoutSubviews()", "}"],
                    ["func viewWillAppear(_ animated: Bool) {", "    isVisible = true", "}"],
                    ["func viewDidDisappear(_ animated: Bool) {", "    isVisible = false", "}"],
                    [
                        "func showLoading(_ loading: Bool) {",
                        "    isLoading = loading",
                        "    rootView.alpha = loading ? 0.5 : 1",
                        "}",
                    ],
                    [
                        "func showError(_ message: String) {",
                        "    lastErrorMessage = message",
                        "    showLoading(false)",
                        "}",
                    ],
                ],
                self.ctx("BaseViewController", []),
            )
        ]
        files.append(controller)

        presenter = SourceFile("Base/BasePresenter.swift", "fixed")
        presenter.parts = [
            Body(
                doc("Base class of the presenters: owns routing, analytics and logging.") + ["class BasePresenter {"],
                [
                    [
                        "let router: Routing",
                        "let analytics: AnalyticsTracking",
                        "let logger: Logging",
                        "private(set) var isActive = false",
                    ],
                    [
                        "init(router: Routing, analytics: AnalyticsTracking, logger: Logging) {",
                        "    self.router = router",
                        "    self.analytics = analytics",
                        "    self.logger = logger",
                        "}",
                    ],
                    ["func viewDidLoad() {", "    isActive = true", "}"],
                    ["func viewWillAppear() {}"],
                    ["func viewDidDisappear() {", "    isActive = false", "}"],
                    [
                        "func trackScreen(_ name: String) {",
                        '    analytics.track(AnalyticsEvent(name: "screen_view", parameters: ["screen": name]))',
                        "}",
                    ],
                    [
                        "/// User-facing text for an error.",
                        "func message(for error: AppError) -> String {",
                        "    switch error {",
                        "    case .network, .unknown:",
                        "        return L10n.Common.networkError",
                        "    case .unauthorized:",
                        "        return L10n.Common.sessionExpired",
                        "    case .notFound:",
                        "        return L10n.Common.notFound",
                        "    case .validation(let field, let reason):",
                        '        return "\\(field): \\(reason)"',
                        "    case .decoding, .notImplemented:",
                        "        return L10n.Common.genericError",
                        "    }",
                        "}",
                    ],
                ],
                self.ctx("BasePresenter", []),
            )
        ]
        files.append(presenter)

        use_case = SourceFile("Base/BaseUseCase.swift", "fixed")
        use_case.parts = [
            Body(
                doc("Base class of the use cases: one operation from `Input` to `Output`.")
                + ["class BaseUseCase<Input, Output> {"],
                [
                    ["let name: String", "private(set) var executionCount = 0"],
                    ["init(name: String) {", "    self.name = name", "}"],
                    [
                        "/// Runs the use case; subclasses override and call `completion` exactly once.",
                        "func execute(_ input: Input, completion: @escaping (Result<Output, AppError>) -> Void) {",
                        "    executionCount += 1",
                        "    completion(.failure(.notImplemented(name)))",
                        "}",
                    ],
                    [
                        "/// Whether `input` can be executed at all.",
                        "func validate(_ input: Input) -> Bool {",
                        "    true",
                        "}",
                    ],
                ],
                self.ctx("BaseUseCase", [], generic=True),
            )
        ]
        files.append(use_case)

        coordinator = SourceFile("Base/BaseCoordinator.swift", "fixed")
        coordinator.parts = [
            Body(
                doc("Owns a navigation stack of screens and child coordinators.") + ["class BaseCoordinator {"],
                [
                    [
                        "let dependencies: Dependencies",
                        "private(set) var children: [BaseCoordinator] = []",
                        "private(set) var stack: [BaseViewController] = []",
                    ],
                    ["init(dependencies: Dependencies) {", "    self.dependencies = dependencies", "}"],
                    ["func start() {}"],
                    [
                        "func push(_ viewController: BaseViewController, animated: Bool = true) {",
                        "    stack.last?.viewDidDisappear(animated)",
                        "    stack.append(viewController)",
                        "    viewController.viewDidLoad()",
                        "    viewController.viewWillAppear(animated)",
                        "}",
                    ],
                    [
                        "func pop(animated: Bool = true) {",
                        "    guard let top = stack.popLast() else { return }",
                        "    top.viewDidDisappear(animated)",
                        "    stack.last?.viewWillAppear(animated)",
                        "}",
                    ],
                    [
                        "func addChild(_ coordinator: BaseCoordinator) {",
                        "    children.append(coordinator)",
                        "    coordinator.start()",
                        "}",
                    ],
                    [
                        "func removeChild(_ coordinator: BaseCoordinator) {",
                        "    children.removeAll { $0 === coordinator }",
                        "}",
                    ],
                ],
                self.ctx("BaseCoordinator", []),
            )
        ]
        files.append(coordinator)

        observable = SourceFile("Base/Observable.swift", "fixed")
        observable.parts = [
            Body(
                doc("A value that notifies observers when it changes.") + ["final class Observable<Value> {"],
                [
                    ["typealias Observer = (Value) -> Void"],
                    ["private var observers: [UUID: Observer] = [:]"],
                    [
                        "var value: Value {",
                        "    didSet {",
                        "        observers.values.forEach { $0(value) }",
                        "    }",
                        "}",
                    ],
                    ["init(_ value: Value) {", "    self.value = value", "}"],
                    [
                        "/// Registers `observer`, calls it with the current value and returns a token to remove it.",
                        "@discardableResult",
                        "func observe(_ observer: @escaping Observer) -> UUID {",
                        "    let token = UUID()",
                        "    observers[token] = observer",
                        "    observer(value)",
                        "    return token",
                        "}",
                    ],
                    ["func removeObserver(_ token: UUID) {", "    observers.removeValue(forKey: token)", "}"],
                ],
                self.ctx("Observable", [], generic=True),
            )
        ]
        files.append(observable)
        return files

    # --- Foundation ---------------------------------------------------------------------------

    def foundation_fixed_files(self) -> list[SourceFile]:
        files = []
        error = SourceFile("Foundation/Models/AppError.swift", "fixed")
        error.parts = [
            Body(
                doc("Every error the app surfaces to its presenters.") + ["enum AppError: Error, Equatable {"],
                [
                    [
                        "case network(code: Int)",
                        "case decoding(String)",
                        "case notFound",
                        "case unauthorized",
                        "case validation(field: String, reason: String)",
                        "case notImplemented(String)",
                        "case unknown",
                    ],
                    [
                        "/// Whether retrying the same request may succeed.",
                        "var isRetryable: Bool {",
                        "    switch self {",
                        "    case .network(let code):",
                        "        return code >= 500 || code == 0",
                        "    case .unknown:",
                        "        return true",
                        "    default:",
                        "        return false",
                        "    }",
                        "}",
                    ],
                    [
                        "/// Stable code for logs and analytics.",
                        "var code: String {",
                        "    switch self {",
                        '    case .network(let code): return "network_\\(code)"',
                        '    case .decoding: return "decoding"',
                        '    case .notFound: return "not_found"',
                        '    case .unauthorized: return "unauthorized"',
                        '    case .validation(let field, _): return "validation_\\(field)"',
                        '    case .notImplemented: return "not_implemented"',
                        '    case .unknown: return "unknown"',
                        "    }",
                        "}",
                    ],
                ],
                self.ctx("AppError", []),
            )
        ]
        files.append(error)

        state = SourceFile("Foundation/Models/LoadingState.swift", "fixed")
        state.parts = [
            Body(
                doc("The state of something loaded asynchronously.") + ["enum LoadingState<Value> {"],
                [
                    ["case idle", "case loading", "case loaded(Value)", "case failed(AppError)"],
                    [
                        "var value: Value? {",
                        "    if case .loaded(let value) = self {",
                        "        return value",
                        "    }",
                        "    return nil",
                        "}",
                    ],
                    ["var isLoading: Bool {", "    if case .loading = self { return true }", "    return false", "}"],
                    [
                        "/// Transforms the loaded value, keeping every other state.",
                        "func map<Other>(_ transform: (Value) -> Other) -> LoadingState<Other> {",
                        "    switch self {",
                        "    case .idle: return .idle",
                        "    case .loading: return .loading",
                        "    case .loaded(let value): return .loaded(transform(value))",
                        "    case .failed(let error): return .failed(error)",
                        "    }",
                        "}",
                    ],
                ],
                self.ctx("LoadingState", [], generic=True),
            ),
            Body(
                doc("One page of a paginated response.") + ["struct Page<Item> {"],
                [
                    ["let items: [Item]", "let nextCursor: String?", "let totalCount: Int"],
                    ["var hasMore: Bool { nextCursor != nil }"],
                    [
                        "func map<Other>(_ transform: (Item) throws -> Other) rethrows -> Page<Other> {",
                        "    Page<Other>(items: try items.map(transform), nextCursor: nextCursor, totalCount: totalCount)",
                        "}",
                    ],
                ],
                self.ctx("Page", [], generic=True),
            ),
        ]
        files.append(state)

        money = SourceFile("Foundation/Models/Money.swift", "fixed")
        money.parts = [
            Body(
                doc("An amount of money in a currency.") + ["struct Money: Codable, Equatable, Hashable {"],
                [
                    ["let amount: Double", "let currencyCode: String"],
                    ['static let zero = Money(amount: 0, currencyCode: "USD")'],
                    ["var formatted: String {", '    String(format: "%.2f %@", amount, currencyCode)', "}"],
                    ["var isZero: Bool { amount == 0 }"],
                    [
                        "static func + (lhs: Money, rhs: Money) -> Money {",
                        '    precondition(lhs.currencyCode == rhs.currencyCode, "currency mismatch")',
                        "    return Money(amount: lhs.amount + rhs.amount, currencyCode: lhs.currencyCode)",
                        "}",
                    ],
                    [
                        "func scaled(by factor: Double) -> Money {",
                        "    Money(amount: (amount * factor * 100).rounded() / 100, currencyCode: currencyCode)",
                        "}",
                    ],
                ],
                self.ctx("Money", []),
            )
        ]
        files.append(money)

        protocols = SourceFile("Foundation/Models/ModelProtocols.swift", "fixed")
        protocols.parts = [
            doc("Something with a title and an optional subtitle for lists.")
            + [
                "protocol Displayable {",
                "    var displayTitle: String { get }",
                "    var displaySubtitle: String? { get }",
                "}",
            ],
            ["extension Displayable {", "    var displaySubtitle: String? { nil }", "}"],
            doc("Something that can be matched against a search query.")
            + ["protocol Searchable {", "    func matches(_ query: String) -> Bool", "}"],
            doc("Something that can check its own invariants.")
            + [
                "protocol Validatable {",
                "    /// Throws `AppError.validation` describing the first broken rule.",
                "    func validate() throws",
                "}",
            ],
            Body(
                ["extension Validatable {"],
                [
                    [
                        "var isValid: Bool {",
                        "    do {",
                        "        try validate()",
                        "        return true",
                        "    } catch {",
                        "        return false",
                        "    }",
                        "}",
                    ]
                ],
                self.ctx("Validatable", [], generic=True),
            ),
        ]
        files.append(protocols)

        sort = SourceFile("Foundation/Models/SortOrder.swift", "fixed")
        sort.parts = [
            Body(
                doc("How lists can be sorted.") + ["enum ListSortOrder: String, Codable, CaseIterable {"],
                [
                    ["case newestFirst", "case oldestFirst", "case alphabetical", "case mostPopular"],
                    [
                        "var isChronological: Bool {",
                        "    switch self {",
                        "    case .newestFirst, .oldestFirst:",
                        "        return true",
                        "    case .alphabetical, .mostPopular:",
                        "        return false",
                        "    }",
                        "}",
                    ],
                ],
                self.ctx("ListSortOrder", []),
            )
        ]
        files.append(sort)

        files += self.extension_files()
        files += self.design_system_files()
        return files

    def extension_files(self) -> list[SourceFile]:
        specs = [
            (
                "String+Localization.swift",
                "String",
                [
                    [
                        "/// The localised text for this key from the main bundle.",
                        "var localized: String {",
                        "    Bundle.main.localizedString(forKey: self, value: self, table: nil)",
                        "}",
                    ],
                    [
                        "func localized(with arguments: CVarArg...) -> String {",
                        "    String(format: localized, arguments: arguments)",
                        "}",
                    ],
                ],
            ),
            (
                "String+Validation.swift",
                "String",
                [
                    ["var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }"],
                    ["var isBlank: Bool { trimmed.isEmpty }"],
                    [
                        "var looksLikeEmail: Bool {",
                        '    let parts = split(separator: "@")',
                        '    return parts.count == 2 && parts[1].contains(".")',
                        "}",
                    ],
                    [
                        'func truncated(to length: Int, trailing: String = "...") -> String {',
                        "    guard count > length else { return self }",
                        "    return String(prefix(length)) + trailing",
                        "}",
                    ],
                ],
            ),
            (
                "Collection+Safe.swift",
                "Collection",
                [
                    [
                        "/// The element at `index`, or nil when out of bounds.",
                        "subscript(safe index: Index) -> Element? {",
                        "    indices.contains(index) ? self[index] : nil",
                        "}",
                    ],
                    ["var isNotEmpty: Bool { !isEmpty }"],
                ],
            ),
            (
                "Double+Formatting.swift",
                "Double",
                [
                    [
                        "func rounded(toPlaces places: Int) -> Double {",
                        "    let factor = pow(10, Double(places))",
                        "    return (self * factor).rounded() / factor",
                        "}",
                    ],
                    ['var percentString: String { String(format: "%.0f%%", self * 100) }'],
                    [
                        "func clamped(to range: ClosedRange<Double>) -> Double {",
                        "    Swift.min(Swift.max(self, range.lowerBound), range.upperBound)",
                        "}",
                    ],
                ],
            ),
            (
                "Date+Formatting.swift",
                "Date",
                [
                    ["var isInPast: Bool { self < Date() }"],
                    ["func adding(days: Int) -> Date {", "    addingTimeInterval(Double(days) * 86_400)", "}"],
                    ["func days(until other: Date) -> Int {", "    Int(other.timeIntervalSince(self) / 86_400)", "}"],
                ],
            ),
            (
                "Optional+Helpers.swift",
                "Optional where Wrapped == String",
                [['var orEmpty: String { self ?? "" }'], ["var isNilOrEmpty: Bool { self?.isEmpty ?? true }"]],
            ),
            (
                "Result+Helpers.swift",
                "Result",
                [
                    [
                        "var successValue: Success? {",
                        "    if case .success(let value) = self { return value }",
                        "    return nil",
                        "}",
                    ],
                    [
                        "var failureError: Failure? {",
                        "    if case .failure(let error) = self { return error }",
                        "    return nil",
                        "}",
                    ],
                ],
            ),
        ]
        files = []
        for file_name, extended, members in specs:
            source = SourceFile(f"Foundation/Extensions/{file_name}", "fixed")
            scope_name = extended.split(" ")[0]
            source.parts = [
                Body(
                    [f"extension {extended} {{"],
                    members,
                    self.ctx(scope_name, [], generic=scope_name in ("Collection", "Optional", "Result")),
                )
            ]
            files.append(source)
        wrappers = SourceFile("Foundation/Extensions/PropertyWrappers.swift", "fixed")
        wrappers.parts = [
            Body(
                doc("Keeps a comparable value inside a closed range.")
                + ["@propertyWrapper", "struct Clamped<Value: Comparable> {"],
                [
                    ["private var value: Value", "let range: ClosedRange<Value>"],
                    [
                        "init(wrappedValue: Value, _ range: ClosedRange<Value>) {",
                        "    self.range = range",
                        "    self.value = Swift.min(Swift.max(wrappedValue, range.lowerBound), range.upperBound)",
                        "}",
                    ],
                    [
                        "var wrappedValue: Value {",
                        "    get { value }",
                        "    set { value = Swift.min(Swift.max(newValue, range.lowerBound), range.upperBound) }",
                        "}",
                    ],
                ],
                self.ctx("Clamped", [], generic=True),
            ),
            Body(
                doc("Trims whitespace from every string assigned to it.") + ["@propertyWrapper", "struct Trimmed {"],
                [
                    ['private var value = ""'],
                    ["init(wrappedValue: String) {", "    self.wrappedValue = wrappedValue", "}"],
                    [
                        "var wrappedValue: String {",
                        "    get { value }",
                        "    set { value = newValue.trimmingCharacters(in: .whitespacesAndNewlines) }",
                        "}",
                    ],
                ],
                self.ctx("Trimmed", []),
            ),
        ]
        files.append(wrappers)
        return files

    def design_system_files(self) -> list[SourceFile]:
        ds = "Foundation/DesignSystem"
        files = []
        color = SourceFile(f"{ds}/Color.swift", "fixed")
        color.parts = [
            Body(
                doc("An sRGB colour.") + ["struct Color: Equatable, Hashable {"],
                [
                    ["let red: Double", "let green: Double", "let blue: Double", "let alpha: Double"],
                    [
                        "init(red: Double, green: Double, blue: Double, alpha: Double = 1) {",
                        "    self.red = red",
                        "    self.green = green",
                        "    self.blue = blue",
                        "    self.alpha = alpha",
                        "}",
                    ],
                    [
                        "init(hex: UInt32, alpha: Double = 1) {",
                        "    self.init(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,",
                        "              blue: Double(hex & 0xFF) / 255, alpha: alpha)",
                        "}",
                    ],
                    [
                        "func withAlpha(_ alpha: Double) -> Color {",
                        "    Color(red: red, green: green, blue: blue, alpha: alpha)",
                        "}",
                    ],
                    [
                        "var hexString: String {",
                        '    String(format: "#%02X%02X%02X", Int(red * 255), Int(green * 255), Int(blue * 255))',
                        "}",
                    ],
                ],
                self.ctx("Color", [], ui=True),
            )
        ]
        files.append(color)

        palette = SourceFile(f"{ds}/Palette.swift", "fixed")
        names = [
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
        palette.parts = [
            Body(
                ["extension Color {"],
                [[f"static let {n} = Color(hex: 0x{self.rng.randrange(0x1000000):06X})" for n in names]],
                self.ctx("Color", [], ui=True),
            )
        ]
        files.append(palette)

        typography = SourceFile(f"{ds}/Typography.swift", "fixed")
        styles = [
            ("largeTitle", 34, "bold"),
            ("title", 28, "bold"),
            ("headline", 17, "semibold"),
            ("body", 17, "regular"),
            ("callout", 16, "regular"),
            ("caption", 12, "regular"),
            ("footnote", 13, "medium"),
        ]
        typography.parts = [
            doc("Font weights of the design system.")
            + [
                "enum FontWeight: Int {",
                "    case regular = 400",
                "    case medium = 500",
                "    case semibold = 600",
                "    case bold = 700",
                "}",
            ],
            Body(
                doc("Text styles of the design system.") + ["enum Typography: CaseIterable {"],
                [
                    [f"case {s}" for s, _, _ in styles],
                    ["var pointSize: Double {", "    switch self {"]
                    + [f"    case .{s}: return {p}" for s, p, _ in styles]
                    + ["    }", "}"],
                    ["var weight: FontWeight {", "    switch self {"]
                    + [f"    case .{s}: return .{w}" for s, _, w in styles]
                    + ["    }", "}"],
                    ["var lineHeight: Double { (pointSize * 1.25).rounded() }"],
                ],
                self.ctx("Typography", [], ui=True),
            ),
        ]
        files.append(typography)

        spacing = SourceFile(f"{ds}/Spacing.swift", "fixed")
        spacing.parts = [
            Body(
                doc("The spacing scale, in points.") + ["enum Spacing {"],
                [
                    [
                        "static let xxSmall: Double = 2",
                        "static let xSmall: Double = 4",
                        "static let small: Double = 8",
                        "static let medium: Double = 16",
                        "static let large: Double = 24",
                        "static let xLarge: Double = 32",
                        "static let xxLarge: Double = 48",
                    ],
                    ["static func multiple(_ factor: Int) -> Double {", "    Double(factor) * small", "}"],
                ],
                self.ctx("Spacing", [], ui=True, static_only=True),
            )
        ]
        files.append(spacing)

        theme = SourceFile(f"{ds}/Theme.swift", "fixed")
        theme_props = ["primary", "secondary", "background", "surface", "textPrimary", "textSecondary"]
        theme.parts = [
            doc("Colours of a theme.")
            + ["protocol Theme {"]
            + [f"    var {p}: Color {{ get }}" for p in theme_props]
            + ["    var isDark: Bool { get }", "}"],
            doc("A view that can restyle itself.")
            + ["protocol Themeable: AnyObject {", "    func apply(theme: Theme)", "}"],
            Body(
                ["struct LightTheme: Theme {"],
                [
                    [
                        "let primary = Color.brandPrimary",
                        "let secondary = Color.brandSecondary",
                        "let background = Color.background",
                        "let surface = Color.surface",
                        "let textPrimary = Color.textPrimary",
                        "let textSecondary = Color.textSecondary",
                        "let isDark = false",
                    ]
                ],
                self.ctx("LightTheme", [], ui=True),
            ),
            Body(
                ["struct DarkTheme: Theme {"],
                [
                    [
                        "let primary = Color.brandPrimary.withAlpha(0.9)",
                        "let secondary = Color.brandSecondary",
                        "let background = Color(hex: 0x000000)",
                        "let surface = Color(hex: 0x1C1C1E)",
                        "let textPrimary = Color(hex: 0xFFFFFF)",
                        "let textSecondary = Color.textSecondary.withAlpha(0.8)",
                        "let isDark = true",
                    ]
                ],
                self.ctx("DarkTheme", [], ui=True),
            ),
            ["enum ThemeProvider {", "    static var current: Theme = LightTheme()", "}"],
        ]
        files.append(theme)

        components = {
            "DSLabel": (
                [
                    "var text: String {",
                    "    didSet { setNeedsLayout() }",
                    "}",
                    "var style: Typography",
                    "var numberOfLines = 1",
                    "private(set) var textColor: Color = .textPrimary",
                ],
                [
                    'init(text: String = "", style: Typography = .body) {',
                    "    self.text = text",
                    "    self.style = style",
                    "    super.init(frame: .zero)",
                    "}",
                ],
                [
                    "override var intrinsicHeight: Double {",
                    "    style.lineHeight * Double(Swift.max(numberOfLines, 1))",
                    "}",
                ],
                ["func apply(theme: Theme) {", "    textColor = theme.textPrimary", "}"],
            ),
            "DSButton": (
                [
                    "enum Style {",
                    "    case primary",
                    "    case secondary",
                    "    case destructive",
                    "    case plain",
                    "}",
                    "",
                    "var title: String",
                    "let style: Style",
                    "var isEnabled = true",
                    "var onTap: (() -> Void)?",
                    "private(set) var backgroundColor: Color = .brandPrimary",
                ],
                [
                    'init(title: String = "", style: Style = .primary) {',
                    "    self.title = title",
                    "    self.style = style",
                    "    super.init(frame: .zero)",
                    "}",
                ],
                ["func sendTap() {", "    guard isEnabled, !isHidden else { return }", "    onTap?()", "}"],
                [
                    "func apply(theme: Theme) {",
                    "    switch style {",
                    "    case .primary: backgroundColor = theme.primary",
                    "    case .secondary: backgroundColor = theme.secondary",
                    "    case .destructive: backgroundColor = .danger",
                    "    case .plain: backgroundColor = theme.background",
                    "    }",
                    "}",
                ],
            ),
            "DSBadge": (
                ['var text = ""', "var tint: Color = .neutral"],
                ["override var intrinsicHeight: Double { 20 }"],
                [
                    "func apply(theme: Theme) {",
                    "    if tint == .neutral {",
                    "        tint = theme.secondary",
                    "    }",
                    "}",
                ],
            ),
            "DSEmptyStateView": (
                ['var message = ""', 'var iconName = "tray"', "private let label = DSLabel(style: .callout)"],
                ["override func setUp() {", "    super.setUp()", "    addSubview(label)", "}"],
                ["func apply(theme: Theme) {", "    label.apply(theme: theme)", "}"],
            ),
            "DSSpinner": (
                ["private(set) var isAnimating = false"],
                ["func startAnimating() {", "    isAnimating = true", "    isHidden = false", "}"],
                ["func stopAnimating() {", "    isAnimating = false", "    isHidden = true", "}"],
                ["func apply(theme: Theme) {", "    alpha = theme.isDark ? 0.8 : 1", "}"],
            ),
            "DSTextField": (
                ['@Trimmed var text: String = ""', 'var placeholder = ""', "var onChange: ((String) -> Void)?"],
                ["func update(text newValue: String) {", "    text = newValue", "    onChange?(text)", "}"],
                ["func apply(theme: Theme) {", "    alpha = theme.isDark ? 0.9 : 1", "}"],
            ),
        }
        for name, members in components.items():
            source = SourceFile(f"{ds}/Components/{name}.swift", "fixed")
            source.parts = [
                Body(
                    doc(f"Design-system {human(name[2:])}.") + [f"final class {name}: BaseView, Themeable {{"],
                    list(members),
                    self.ctx(name, [], parent="BaseView", ui=True),
                )
            ]
            files.append(source)
        lists = SourceFile(f"{ds}/Components/DSListView.swift", "fixed")
        lists.parts = [
            Body(
                doc("A vertical list of rows built from items.") + ["final class DSListView<Item>: BaseView {"],
                [
                    [
                        "var items: [Item] = [] {",
                        "    didSet { reloadRows() }",
                        "}",
                        "var rowHeight: Double = 44",
                        "var makeRow: ((Item) -> BaseView)?",
                        "private var rows: [BaseView] = []",
                    ],
                    [
                        "func reloadRows() {",
                        "    rows.forEach { $0.removeFromSuperview() }",
                        "    rows = items.compactMap { makeRow?($0) }",
                        "    rows.forEach(addSubview)",
                        "    setNeedsLayout()",
                        "}",
                    ],
                    [
                        "override func layoutSubviews() {",
                        "    super.layoutSubviews()",
                        "    for (index, row) in rows.enumerated() {",
                        "        row.frame = Rect(x: frame.x, y: frame.y + Double(index) * rowHeight, width: frame.width, height: rowHeight)",
                        "    }",
                        "}",
                    ],
                ],
                self.ctx("DSListView", [], parent="BaseView", ui=True, generic=True),
            )
        ]
        files.append(lists)
        return files

    # --- Core (fixed) -------------------------------------------------------------------------

    def core_fixed_files(self) -> list[SourceFile]:
        files = []
        features = self.universe.features

        api = SourceFile("Core/Networking/APIClient.swift", "fixed")
        api.parts = [
            Body(
                doc("HTTP verbs used by the backend.") + ["enum HTTPMethod: String {"],
                [
                    [
                        'case get = "GET"',
                        'case post = "POST"',
                        'case put = "PUT"',
                        'case patch = "PATCH"',
                        'case delete = "DELETE"',
                    ],
                    [
                        "/// Whether repeating the request has no additional effect.",
                        "var isIdempotent: Bool {",
                        "    switch self {",
                        "    case .get, .put, .delete:",
                        "        return true",
                        "    case .post, .patch:",
                        "        return false",
                        "    }",
                        "}",
                    ],
                ],
                self.ctx("HTTPMethod", [], core=True),
            ),
            doc("Sends endpoints to the backend and decodes their responses.")
            + [
                "protocol APIClient: AnyObject {",
                "    func send<Response: Decodable>(_ endpoint: Endpoint<Response>, completion: @escaping (Result<Response, AppError>) -> Void)",
                "}",
            ],
            doc("A request ready for the transport.")
            + [
                "struct HTTPRequest: Equatable {",
                "    let url: String",
                "    let method: HTTPMethod",
                "    let headers: [String: String]",
                "    let body: Data?",
                "}",
            ],
        ]
        files.append(api)

        endpoint = SourceFile("Core/Networking/Endpoint.swift", "fixed")
        endpoint.parts = [
            Body(
                doc("A typed description of one backend call.") + ["struct Endpoint<Response: Decodable> {"],
                [
                    [
                        "let path: String",
                        "let method: HTTPMethod",
                        "var query: [String: String] = [:]",
                        "var body: Data? = nil",
                        "var headers: [String: String] = [:]",
                    ],
                    [
                        "/// The URL of the endpoint relative to `baseURL`, query items sorted.",
                        "func url(relativeTo baseURL: String) -> String {",
                        "    guard !query.isEmpty else { return baseURL + path }",
                        '    let items = query.sorted { $0.key < $1.key }.map { "\\($0.key)=\\($0.value)" }',
                        '    return baseURL + path + "?" + items.joined(separator: "&")',
                        "}",
                    ],
                ],
                self.ctx("Endpoint", [], generic=True),
            )
        ]
        files.append(endpoint)

        builder = SourceFile("Core/Networking/RequestBuilder.swift", "fixed")
        builder.parts = [
            Body(
                doc("Turns endpoints into transport requests.") + ["struct RequestBuilder {"],
                [
                    ["let baseURL: String", 'var defaultHeaders: [String: String] = ["Accept": "application/json"]'],
                    [
                        "func makeRequest<Response: Decodable>(for endpoint: Endpoint<Response>) -> HTTPRequest {",
                        "    let headers = defaultHeaders.merging(endpoint.headers) { _, new in new }",
                        "    return HTTPRequest(url: endpoint.url(relativeTo: baseURL), method: endpoint.method, headers: headers, body: endpoint.body)",
                        "}",
                    ],
                ],
                self.ctx("RequestBuilder", [], core=True),
            )
        ]
        files.append(builder)

        client = SourceFile("Core/Networking/HTTPClient.swift", "fixed")
        client.parts = [
            Body(
                doc("The production `APIClient`.") + ["final class HTTPClient: APIClient {"],
                [
                    ["typealias Transport = (HTTPRequest) -> (status: Int, data: Data)"],
                    [
                        "private let builder: RequestBuilder",
                        "private let decoder = JSONDecoder()",
                        "private let transport: Transport",
                        "private(set) var sentRequests: [HTTPRequest] = []",
                    ],
                    [
                        "init(configuration: AppConfiguration, transport: @escaping Transport = { _ in (503, Data()) }) {",
                        "    self.builder = RequestBuilder(baseURL: configuration.apiBaseURL)",
                        "    self.transport = transport",
                        "}",
                    ],
                    [
                        "func send<Response: Decodable>(_ endpoint: Endpoint<Response>, completion: @escaping (Result<Response, AppError>) -> Void) {",
                        "    let request = builder.makeRequest(for: endpoint)",
                        "    sentRequests.append(request)",
                        "    let (status, data) = transport(request)",
                        "    guard (200..<300).contains(status) else {",
                        "        completion(.failure(status == 401 ? .unauthorized : .network(code: status)))",
                        "        return",
                        "    }",
                        "    do {",
                        "        completion(.success(try decoder.decode(Response.self, from: data)))",
                        "    } catch {",
                        "        completion(.failure(.decoding(String(describing: error))))",
                        "    }",
                        "}",
                    ],
                ],
                self.ctx("HTTPClient", [], core=True),
            )
        ]
        files.append(client)

        storage = SourceFile("Core/Persistence/KeyValueStorage.swift", "fixed")
        storage.parts = [
            doc("Stores codable values by key.")
            + [
                "protocol KeyValueStorage: AnyObject {",
                "    func value<T: Decodable>(forKey key: String, as type: T.Type) -> T?",
                "    func set<T: Encodable>(_ value: T, forKey key: String)",
                "    func removeValue(forKey key: String)",
                "}",
            ],
            Body(
                doc("A process-wide, in-memory `KeyValueStorage`.")
                + ["final class InMemoryStorage: KeyValueStorage {"],
                [
                    ["static let shared = InMemoryStorage()"],
                    [
                        "private var values: [String: Data] = [:]",
                        "private let encoder = JSONEncoder()",
                        "private let decoder = JSONDecoder()",
                    ],
                    [
                        "func value<T: Decodable>(forKey key: String, as type: T.Type) -> T? {",
                        "    guard let data = values[key] else { return nil }",
                        "    return try? decoder.decode(T.self, from: data)",
                        "}",
                    ],
                    [
                        "func set<T: Encodable>(_ value: T, forKey key: String) {",
                        "    values[key] = try? encoder.encode(value)",
                        "}",
                    ],
                    ["func removeValue(forKey key: String) {", "    values.removeValue(forKey: key)", "}"],
                ],
                self.ctx("InMemoryStorage", [], core=True),
            ),
        ]
        files.append(storage)

        repository = SourceFile("Core/Persistence/Repository.swift", "fixed")
        repository.parts = [
            Body(
                doc("Persists a collection of identifiable entities under one key.")
                + ["class Repository<Entity: Codable & Identifiable> where Entity.ID == String {"],
                [
                    ["let storage: KeyValueStorage", "let namespace: String"],
                    [
                        "init(storage: KeyValueStorage, namespace: String) {",
                        "    self.storage = storage",
                        "    self.namespace = namespace",
                        "}",
                    ],
                    ["func all() -> [Entity] {", "    storage.value(forKey: namespace, as: [Entity].self) ?? []", "}"],
                    ["func find(id: String) -> Entity? {", "    all().first { $0.id == id }", "}"],
                    [
                        "func save(_ entity: Entity) {",
                        "    var entities = all()",
                        "    if let index = entities.firstIndex(where: { $0.id == entity.id }) {",
                        "        entities[index] = entity",
                        "    } else {",
                        "        entities.append(entity)",
                        "    }",
                        "    storage.set(entities, forKey: namespace)",
                        "}",
                    ],
                    [
                        "func delete(id: String) {",
                        "    storage.set(all().filter { $0.id != id }, forKey: namespace)",
                        "}",
                    ],
                    ["func removeAll() {", "    storage.removeValue(forKey: namespace)", "}"],
                ],
                self.ctx("Repository", [], generic=True),
            )
        ]
        files.append(repository)

        stored = SourceFile("Core/Persistence/Stored.swift", "fixed")
        stored.parts = [
            Body(
                doc("A property backed by a `KeyValueStorage`.")
                + ["@propertyWrapper", "struct Stored<Value: Codable> {"],
                [
                    ["let key: String", "let defaultValue: Value", "let storage: KeyValueStorage"],
                    [
                        "init(key: String, defaultValue: Value, storage: KeyValueStorage = InMemoryStorage.shared) {",
                        "    self.key = key",
                        "    self.defaultValue = defaultValue",
                        "    self.storage = storage",
                        "}",
                    ],
                    [
                        "var wrappedValue: Value {",
                        "    get { storage.value(forKey: key, as: Value.self) ?? defaultValue }",
                        "    nonmutating set { storage.set(newValue, forKey: key) }",
                        "}",
                    ],
                    [
                        "/// Forgets the stored value; reads return `defaultValue` again.",
                        "func reset() {",
                        "    storage.removeValue(forKey: key)",
                        "}",
                    ],
                ],
                self.ctx("Stored", [], core=True, generic=True),
            )
        ]
        files.append(stored)

        event = SourceFile("Core/Analytics/AnalyticsEvent.swift", "fixed")
        event.parts = [
            Body(
                doc("One analytics event; features add factories in extensions.")
                + ["struct AnalyticsEvent: Equatable {"],
                [
                    ["let name: String", "var parameters: [String: String] = [:]"],
                    [
                        "func with(_ key: String, _ value: String) -> AnalyticsEvent {",
                        "    var copy = self",
                        "    copy.parameters[key] = value",
                        "    return copy",
                        "}",
                    ],
                ],
                self.ctx("AnalyticsEvent", [], core=True),
            )
        ]
        files.append(event)

        tracking = SourceFile("Core/Analytics/AnalyticsTracking.swift", "fixed")
        tracking.parts = [
            doc("Receives analytics events.")
            + [
                "protocol AnalyticsTracking: AnyObject {",
                "    func track(_ event: AnalyticsEvent)",
                "    func setUserProperty(_ value: String?, forName name: String)",
                "}",
            ],
            doc("A model that contributes parameters to analytics events.")
            + ["protocol Trackable {", "    var analyticsParameters: [String: String] { get }", "}"],
            Body(
                ["extension AnalyticsTracking {"],
                [
                    [
                        "func track(_ name: String, _ trackable: Trackable) {",
                        "    track(AnalyticsEvent(name: name, parameters: trackable.analyticsParameters))",
                        "}",
                    ]
                ],
                self.ctx("AnalyticsTracking", [], core=True, generic=True),
            ),
            doc("A destination of analytics events.")
            + [
                "protocol AnalyticsProvider {",
                "    var identifier: String { get }",
                "    func send(_ event: AnalyticsEvent)",
                "}",
            ],
        ]
        files.append(tracking)

        service = SourceFile("Core/Analytics/AnalyticsService.swift", "fixed")
        service.parts = [
            Body(
                doc("Fans events out to every provider, adding user properties.")
                + ["final class AnalyticsService: AnalyticsTracking {"],
                [
                    [
                        "private let providers: [AnalyticsProvider]",
                        "private var userProperties: [String: String] = [:]",
                    ],
                    [
                        "init(providers: [AnalyticsProvider] = [ConsoleAnalyticsProvider()]) {",
                        "    self.providers = providers",
                        "}",
                    ],
                    [
                        "func track(_ event: AnalyticsEvent) {",
                        "    #if ENABLE_ANALYTICS",
                        "    var enriched = event",
                        "    enriched.parameters.merge(userProperties) { current, _ in current }",
                        "    providers.forEach { $0.send(enriched) }",
                        "    #else",
                        "    _ = event",
                        "    #endif",
                        "}",
                    ],
                    [
                        "func setUserProperty(_ value: String?, forName name: String) {",
                        "    if let value = value {",
                        "        userProperties[name] = value",
                        "    } else {",
                        "        userProperties.removeValue(forKey: name)",
                        "    }",
                        "}",
                    ],
                ],
                self.ctx("AnalyticsService", [], core=True),
            ),
            [
                "struct ConsoleAnalyticsProvider: AnalyticsProvider {",
                '    let identifier = "console"',
                "",
                "    func send(_ event: AnalyticsEvent) {",
                "        #if DEBUG",
                '        print("[analytics] \\(event.name) \\(event.parameters)")',
                "        #endif",
                "    }",
                "}",
            ],
        ]
        files.append(service)

        files += self.routing_files(features)

        logging = SourceFile("Core/Logging/Logging.swift", "fixed")
        logging.parts = [
            Body(
                doc("Severity of a log message.") + ["enum LogLevel: Int, Comparable, CaseIterable {"],
                [
                    ["case debug", "case info", "case warning", "case error"],
                    ["static func < (lhs: LogLevel, rhs: LogLevel) -> Bool {", "    lhs.rawValue < rhs.rawValue", "}"],
                    [
                        "var label: String {",
                        "    switch self {",
                        '    case .debug: return "DEBUG"',
                        '    case .info: return "INFO"',
                        '    case .warning: return "WARN"',
                        '    case .error: return "ERROR"',
                        "    }",
                        "}",
                    ],
                ],
                self.ctx("LogLevel", []),
            ),
            doc("Writes log messages.")
            + [
                "protocol Logging {",
                "    var minimumLevel: LogLevel { get }",
                "    func log(_ level: LogLevel, _ message: @autoclosure () -> String, file: String, line: Int)",
                "}",
            ],
            ["extension Logging {"]
            + indent(
                [
                    line
                    for level in ("debug", "info", "warning", "error")
                    for line in [
                        f"func {level}(_ message: @autoclosure () -> String, file: String = #fileID, line: Int = #line) {{",
                        f"    log(.{level}, message(), file: file, line: line)",
                        "}",
                        "",
                    ]
                ][:-1]
            )
            + ["}"],
        ]
        files.append(logging)

        console = SourceFile("Core/Logging/ConsoleLogger.swift", "fixed")
        console.parts = [
            Body(
                doc("Logs to standard output and keeps a short history.") + ["final class ConsoleLogger: Logging {"],
                [
                    [
                        "let minimumLevel: LogLevel",
                        "private(set) var history: [String] = []",
                        "private let historyLimit = 200",
                    ],
                    ["init(minimumLevel: LogLevel = .debug) {", "    self.minimumLevel = minimumLevel", "}"],
                    [
                        "func log(_ level: LogLevel, _ message: @autoclosure () -> String, file: String, line: Int) {",
                        "    guard level >= minimumLevel else { return }",
                        '    let entry = "[\\(level.label)] \\(file):\\(line) \\(message())"',
                        "    history.append(entry)",
                        "    if history.count > historyLimit {",
                        "        history.removeFirst(history.count - historyLimit)",
                        "    }",
                        "    #if DEBUG",
                        "    print(entry)",
                        "    #endif",
                        "}",
                    ],
                ],
                self.ctx("ConsoleLogger", [], core=True),
            )
        ]
        files.append(console)

        flags = SourceFile("Core/FeatureFlags/FeatureFlag.swift", "switch")
        flags.parts = [
            Body(
                doc("Remote-controlled switches; one redesign flag per feature.")
                + ["enum FeatureFlag: String, CaseIterable {"],
                [
                    [f'case {f.route}Redesign = "{snake(f.name)}_redesign"' for f in features]
                    + ['case offlineMode = "offline_mode"', 'case verboseLogging = "verbose_logging"'],
                    [
                        "var defaultValue: Bool {",
                        "    switch self {",
                        "    case .verboseLogging:",
                        "        return true",
                        "    default:",
                        "        return false",
                        "    }",
                        "}",
                    ],
                ],
                self.ctx("FeatureFlag", []),
            )
        ]
        files.append(flags)

        provider = SourceFile("Core/FeatureFlags/FeatureFlagProvider.swift", "fixed")
        provider.parts = [
            doc("Answers whether a feature flag is on.")
            + ["protocol FeatureFlagProviding: AnyObject {", "    func isEnabled(_ flag: FeatureFlag) -> Bool", "}"],
            Body(
                doc("Flags from the remote configuration, with local overrides.")
                + ["final class RemoteFeatureFlags: FeatureFlagProviding {"],
                [
                    ["private var overrides: [FeatureFlag: Bool] = [:]", "private let storage: KeyValueStorage"],
                    ["init(storage: KeyValueStorage) {", "    self.storage = storage", "}"],
                    [
                        "func isEnabled(_ flag: FeatureFlag) -> Bool {",
                        "    if let value = overrides[flag] {",
                        "        return value",
                        "    }",
                        '    return storage.value(forKey: "flag.\\(flag.rawValue)", as: Bool.self) ?? flag.defaultValue',
                        "}",
                    ],
                    ["func setOverride(_ value: Bool?, for flag: FeatureFlag) {", "    overrides[flag] = value", "}"],
                ],
                self.ctx("RemoteFeatureFlags", [], core=True),
            ),
        ]
        files.append(provider)

        config = SourceFile("Core/Configuration/AppConfiguration.swift", "fixed")
        config.parts = [
            [
                "enum AppEnvironment: String, CaseIterable {",
                "    case development",
                "    case staging",
                "    case production",
                "}",
            ],
            Body(
                doc("Settings that differ between builds.") + ["struct AppConfiguration: Equatable {"],
                [
                    [
                        "let environment: AppEnvironment",
                        "let apiBaseURL: String",
                        "let analyticsEnabled: Bool",
                        "let requestTimeout: Double",
                    ],
                    [
                        "static let current: AppConfiguration = {",
                        "    #if DEBUG",
                        '    return AppConfiguration(environment: .development, apiBaseURL: "https://api.dev.example.com", analyticsEnabled: false, requestTimeout: 30)',
                        "    #else",
                        '    return AppConfiguration(environment: .production, apiBaseURL: "https://api.example.com", analyticsEnabled: true, requestTimeout: 15)',
                        "    #endif",
                        "}()",
                    ],
                ],
                self.ctx("AppConfiguration", [], core=True),
            ),
        ]
        files.append(config)

        l10n = SourceFile("Core/Localization/L10n.swift", "fixed")
        l10n.parts = [
            Body(
                doc("Typed access to localised strings; each domain adds a nested enum.") + ["enum L10n {"],
                [
                    ["enum Common {"]
                    + indent(
                        [
                            'static let ok = "common.ok".localized',
                            'static let cancel = "common.cancel".localized',
                            'static let retry = "common.retry".localized',
                            'static let networkError = "common.network_error".localized',
                            'static let sessionExpired = "common.session_expired".localized',
                            'static let notFound = "common.not_found".localized',
                            'static let genericError = "common.generic_error".localized',
                        ]
                    )
                    + ["}"]
                ],
                self.ctx("L10n", [], static_only=True),
            )
        ]
        files.append(l10n)

        deps = SourceFile("Core/DependencyInjection/Dependencies.swift", "fixed")
        deps.parts = [
            Body(
                doc("The shared services, created once at launch and handed to every module.")
                + ["final class Dependencies {"],
                [
                    [
                        "let configuration: AppConfiguration",
                        "let apiClient: APIClient",
                        "let storage: KeyValueStorage",
                        "let analytics: AnalyticsTracking",
                        "let logger: Logging",
                        "let featureFlags: FeatureFlagProviding",
                        "let router: RouterProxy",
                    ],
                    [
                        "init(configuration: AppConfiguration = .current, storage: KeyValueStorage = InMemoryStorage.shared) {",
                        "    self.configuration = configuration",
                        "    self.storage = storage",
                        "    self.logger = ConsoleLogger(minimumLevel: configuration.environment == .production ? .warning : .debug)",
                        "    self.apiClient = HTTPClient(configuration: configuration)",
                        "    self.analytics = AnalyticsService()",
                        "    self.featureFlags = RemoteFeatureFlags(storage: storage)",
                        "    self.router = RouterProxy()",
                        "}",
                    ],
                ],
                self.ctx("Dependencies", [], core=True),
            )
        ]
        files.append(deps)
        return files

    def routing_files(self, features: list[Feature]) -> list[SourceFile]:
        route = SourceFile("Core/Routing/Route.swift", "switch")
        route.parts = [
            Body(
                doc("Every destination of the app. Features reach each other only through these cases.")
                + ["enum Route: Equatable {"],
                [[f"case {f.route}" + ("(id: String)" if f.takes_id else "") for f in features]],
                self.ctx("Route", self.some_models(2), core=True),
            )
        ]

        routing = SourceFile("Core/Routing/Routing.swift", "fixed")
        routing.parts = [
            doc("Navigation as seen by presenters.")
            + [
                "protocol Routing: AnyObject {",
                "    func navigate(to route: Route)",
                "    func present(_ route: Route, animated: Bool)",
                "    func show(_ viewController: BaseViewController)",
                "    func dismiss(animated: Bool)",
                "}",
            ],
            Body(
                doc("Forwards to the app coordinator once it exists; queues routes until then.")
                + ["final class RouterProxy: Routing {"],
                [
                    ["weak var target: Routing?", "private(set) var pendingRoutes: [Route] = []"],
                    [
                        "func navigate(to route: Route) {",
                        "    guard let target = target else {",
                        "        pendingRoutes.append(route)",
                        "        return",
                        "    }",
                        "    target.navigate(to: route)",
                        "}",
                    ],
                    [
                        "func present(_ route: Route, animated: Bool) {",
                        "    target?.present(route, animated: animated)",
                        "}",
                    ],
                    ["func show(_ viewController: BaseViewController) {", "    target?.show(viewController)", "}"],
                    ["func dismiss(animated: Bool) {", "    target?.dismiss(animated: animated)", "}"],
                    [
                        "func flush() {",
                        "    let routes = pendingRoutes",
                        "    pendingRoutes.removeAll()",
                        "    routes.forEach(navigate(to:))",
                        "}",
                    ],
                ],
                self.ctx("RouterProxy", [], core=True),
            ),
        ]

        analytics = SourceFile("Core/Routing/Route+Analytics.swift", "switch")
        analytics.parts = [
            Body(
                ["extension Route {"],
                [
                    [
                        "/// Name of the destination in analytics events.",
                        "var analyticsName: String {",
                        "    switch self {",
                    ]
                    + [f'    case .{f.route}: return "{snake(f.name)}"' for f in features]
                    + ["    }", "}"]
                ],
                self.ctx("Route", self.some_models(2), core=True),
            )
        ]

        links = SourceFile("Core/Routing/Route+DeepLink.swift", "switch")
        lines = [
            "/// Parses the path of a deep link such as `orders` or `order-details/42`.",
            "init?(path: String) {",
            '    let components = path.split(separator: "/").map(String.init)',
            "    guard let head = components.first else { return nil }",
        ]
        if any(f.takes_id for f in features):
            lines.append("    let id = components.dropFirst().first")
        lines.append("    switch head {")
        for f in features:
            if f.takes_id:
                lines.append(
                    f'    case "{kebab(f.name)}": if let id = id {{ self = .{f.route}(id: id) }} else {{ return nil }}'
                )
            else:
                lines.append(f'    case "{kebab(f.name)}": self = .{f.route}')
        lines += ["    default: return nil", "    }", "}"]
        links.parts = [Body(["extension Route {"], [lines], self.ctx("Route", self.some_models(2), core=True))]

        paths = SourceFile("Core/Routing/Route+Path.swift", "switch")
        lines = [
            "/// The deep-link path of the destination; `Route(path:)` parses it back.",
            "var path: String {",
            "    switch self {",
        ]
        for f in features:
            if f.takes_id:
                lines.append(f'    case .{f.route}(let id): return "{kebab(f.name)}/\\(id)"')
            else:
                lines.append(f'    case .{f.route}: return "{kebab(f.name)}"')
        lines += ["    }", "}"]
        paths.parts = [Body(["extension Route {"], [lines], self.ctx("Route", self.some_models(2), core=True))]
        return [route, routing, analytics, links, paths]

    # --- App ----------------------------------------------------------------------------------

    def app_files(self) -> list[SourceFile]:
        features = self.universe.features
        factory = SourceFile("App/RouteFactory.swift", "switch")
        cases = []
        for f in features:
            if f.takes_id:
                cases.append(
                    f"    case .{f.route}(let id): return {f.name}Module.makeEntry(dependencies: dependencies, id: id)"
                )
            else:
                cases.append(f"    case .{f.route}: return {f.name}Module.makeEntry(dependencies: dependencies)")
        self.scope("RouteFactory").add("makeViewController")
        self.scope("Route").add("analyticsName", "path")
        factory.parts = [
            Body(
                doc("The only place that knows every feature: builds the screen of a route.")
                + ["struct RouteFactory {"],
                [
                    ["let dependencies: Dependencies"],
                    ["func makeViewController(for route: Route) -> BaseViewController {", "    switch route {"]
                    + cases
                    + ["    }", "}"],
                ],
                self.ctx("RouteFactory", self.some_models(2), ui=True, core=True),
            )
        ]

        first = features[0]
        coordinator = SourceFile("App/AppCoordinator.swift", "fixed")
        coordinator.parts = [
            Body(
                doc("Root coordinator; the router every presenter talks to.")
                + ["final class AppCoordinator: BaseCoordinator, Routing {"],
                [
                    [
                        "private lazy var factory = RouteFactory(dependencies: dependencies)",
                        "private var presented: [BaseViewController] = []",
                    ],
                    [
                        "override init(dependencies: Dependencies) {",
                        "    super.init(dependencies: dependencies)",
                        "    dependencies.router.target = self",
                        "}",
                    ],
                    [
                        "override func start() {",
                        "    navigate(to: " + first.route_expr('"root"') + ")",
                        "    dependencies.router.flush()",
                        "}",
                    ],
                    [
                        "func navigate(to route: Route) {",
                        '    dependencies.analytics.track(AnalyticsEvent(name: "navigate", parameters: ["route": route.analyticsName]))',
                        "    push(factory.makeViewController(for: route))",
                        "}",
                    ],
                    [
                        "func present(_ route: Route, animated: Bool) {",
                        "    let viewController = factory.makeViewController(for: route)",
                        "    presented.append(viewController)",
                        "    viewController.viewDidLoad()",
                        "    viewController.viewWillAppear(animated)",
                        "}",
                    ],
                    ["func show(_ viewController: BaseViewController) {", "    push(viewController)", "}"],
                    [
                        "func dismiss(animated: Bool) {",
                        "    guard let top = presented.popLast() else {",
                        "        pop(animated: animated)",
                        "        return",
                        "    }",
                        "    top.viewDidDisappear(animated)",
                        "}",
                    ],
                ],
                self.ctx("AppCoordinator", self.some_models(2), parent="BaseCoordinator", ui=True, core=True),
            )
        ]

        delegate = SourceFile("App/AppDelegate.swift", "fixed")
        delegate.parts = [
            Body(
                doc("Application entry point.") + ["final class AppDelegate {"],
                [
                    ["private(set) var dependencies: Dependencies?", "private(set) var coordinator: AppCoordinator?"],
                    [
                        "func application(didFinishLaunchingWithOptions options: [String: Any]? = nil) -> Bool {",
                        "    let dependencies = Dependencies()",
                        "    let coordinator = AppCoordinator(dependencies: dependencies)",
                        "    self.dependencies = dependencies",
                        "    self.coordinator = coordinator",
                        "    if dependencies.configuration.environment == .development {",
                        "        ThemeProvider.current = DarkTheme()",
                        "    } else {",
                        "        ThemeProvider.current = LightTheme()",
                        "    }",
                        "    coordinator.start()",
                        "    return true",
                        "}",
                    ],
                    [
                        "func application(open urlString: String) -> Bool {",
                        "    guard let coordinator = coordinator else { return false }",
                        "    return DeepLinkHandler(router: coordinator).handle(urlString: urlString)",
                        "}",
                    ],
                ],
                self.ctx("AppDelegate", self.some_models(2), ui=True, core=True),
            )
        ]

        links = SourceFile("App/DeepLinkHandler.swift", "fixed")
        links.parts = [
            Body(
                doc("Routes `scheme://path` links.") + ["struct DeepLinkHandler {"],
                [
                    ["let router: Routing"],
                    [
                        "func handle(urlString: String) -> Bool {",
                        '    guard let range = urlString.range(of: "://") else { return false }',
                        "    let path = String(urlString[range.upperBound...])",
                        "    guard let route = Route(path: path) else { return false }",
                        "    router.navigate(to: route)",
                        "    return true",
                        "}",
                    ],
                ],
                self.ctx("DeepLinkHandler", self.some_models(2), core=True),
            )
        ]
        return [factory, coordinator, delegate, links]

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
        source = SourceFile(f"Foundation/Models/{model.domain.noun}/{model.name}.swift", "model")
        props = []
        for prop in model.props:
            keyword = "let" if prop.name in ("id", "createdAt") or self.rng.random() < 0.5 else "var"
            props += [f"/// {upper_first(human(prop.name))}.", f"{keyword} {prop.name}: {prop.type}"]
        members = [props]
        if model.nested is not None:
            name, cases = model.nested
            members.insert(
                0, [f"enum {name}: String, Codable, CaseIterable {{"] + [f"    case {c}" for c in cases] + ["}"]
            )
        members.append([f"static let placeholder = {memberwise(self.rng, model, 0, placeholders=False)}"])
        self.scope(model.name).add(*(p.name for p in model.props))
        conformance = "Codable, Equatable"
        source.parts = [
            Body(
                doc(f"{upper_first(with_article(human(model.name)))} as returned by the backend.")
                + [f"struct {model.name}: {conformance} {{"],
                members,
                self.ctx(model.name, [model]),
            )
        ]
        return source

    def enum_file(self, domain: Domain, spec: EnumSpec) -> SourceFile:
        source = SourceFile(f"Foundation/Models/{domain.noun}/{spec.name}.swift", "enum")
        terminal = spec.cases[len(spec.cases) // 2 :]
        members = [
            [f"case {c}" for c in spec.cases],
            [
                "/// Whether no further transitions are possible.",
                "var isTerminal: Bool {",
                "    switch self {",
                "    case " + ", ".join("." + c for c in terminal) + ":",
                "        return true",
                "    default:",
                "        return false",
                "    }",
                "}",
            ],
        ]
        self.scope(spec.name).add("isTerminal")
        source.parts = [
            Body(
                doc(spec.doc) + [f"enum {spec.name}: String, Codable, CaseIterable {{"],
                members,
                self.ctx(spec.name, [domain.primary]),
            )
        ]
        return source

    def action_file(self, domain: Domain) -> SourceFile:
        source = SourceFile(f"Foundation/Models/{domain.noun}/{domain.action}.swift", "action")
        primary = domain.primary
        members = [
            [
                "case open(id: String)",
                f"case share({primary.name})",
                "case delete(ids: [String])",
                f"case updateStatus(id: String, status: {domain.status.name})",
                "case refresh",
            ],
            [
                "/// Whether the action changes data on the backend.",
                "var isMutating: Bool {",
                "    switch self {",
                "    case .delete, .updateStatus:",
                "        return true",
                "    case .open, .share, .refresh:",
                "        return false",
                "    }",
                "}",
            ],
            [
                "/// Identifiers the action applies to.",
                "var targetIDs: [String] {",
                "    switch self {",
                "    case .open(let id), .updateStatus(let id, _):",
                "        return [id]",
                "    case .share(let item):",
                "        return [item.id]",
                "    case .delete(let ids):",
                "        return ids",
                "    case .refresh:",
                "        return []",
                "    }",
                "}",
            ],
        ]
        self.scope(domain.action).add("isMutating", "targetIDs")
        source.parts = [
            Body(
                doc(f"Something the user can do with {human(domain.plural)}.")
                + [f"enum {domain.action}: Equatable {{"],
                members,
                self.ctx(domain.action, [primary]),
            )
        ]
        return source

    def conformances_file(self, domain: Domain) -> SourceFile:
        source = SourceFile(f"Foundation/Extensions/{domain.noun}/{domain.noun}+Conformances.swift", "conformances")
        for model in domain.models:
            title = model.title_prop
            subtitle = (
                '"\\(status.displayName) · \\(id)"'
                if model.status
                else f'"\\({model.props[2].name})"'
                if model.props[2].kind in ("string", "int")
                else "id"
            )
            source.parts.append(["extension " + model.name + ": Identifiable {}"])
            source.parts.append(
                [
                    "extension " + model.name + ": Displayable {",
                    f"    var displayTitle: String {{ {title} }}",
                    f"    var displaySubtitle: String? {{ {subtitle} }}",
                    "}",
                ]
            )
            source.parts.append(
                [
                    "extension " + model.name + ": Searchable {",
                    "    func matches(_ query: String) -> Bool {",
                    "        let needle = query.lowercased()",
                    f"        return {title}.lowercased().contains(needle) || id.lowercased().contains(needle)",
                    "    }",
                    "}",
                ]
            )
            source.parts.append(
                Body(
                    [f"extension {model.name}: Validatable {{"],
                    [
                        [
                            "func validate() throws {",
                            "    guard !id.isEmpty else {",
                            '        throw AppError.validation(field: "id", reason: "must not be empty")',
                            "    }",
                            f"    guard !{title}.trimmingCharacters(in: .whitespaces).isEmpty else {{",
                            f'        throw AppError.validation(field: "{title}", reason: "must not be blank")',
                            "    }",
                            "}",
                        ]
                    ],
                    self.ctx(model.name, [model]),
                )
            )
        return source

    def presentation_file(self, domain: Domain) -> SourceFile:
        spec = domain.status
        source = SourceFile(f"Foundation/Extensions/{domain.noun}/{spec.name}+Presentation.swift", "presentation")
        tints = ["success", "warning", "danger", "neutral", "info", "brandPrimary"]
        icons = ["clock", "checkmark", "xmark", "archivebox", "pause", "bolt", "hourglass", "tray"]
        self.scope(spec.name).add("displayName", "iconName", "tint", "sortOrder")
        source.parts = [
            Body(
                [f"extension {spec.name} {{"],
                [
                    ["/// Name shown to the user.", "var displayName: String {", "    switch self {"]
                    + [f'    case .{c}: return "{human(c).capitalize()}"' for c in spec.cases]
                    + ["    }", "}"],
                    ["/// SF Symbol name of the state.", "var iconName: String {", "    switch self {"]
                    + [f'    case .{c}: return "{self.rng.choice(icons)}"' for c in spec.cases]
                    + ["    }", "}"],
                    ["/// Colour of badges showing the state.", "var tint: Color {", "    switch self {"]
                    + [f"    case .{c}: return .{self.rng.choice(tints)}" for c in spec.cases]
                    + ["    }", "}"],
                    ["var sortOrder: Int {", f"    {spec.name}.allCases.firstIndex(of: self) ?? 0", "}"],
                ],
                self.ctx(spec.name, [domain.primary], ui=True),
            )
        ]
        return source

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

    @staticmethod
    def completion(result: str) -> str:
        return f"completion: @escaping (Result<{result}, AppError>) -> Void"

    def service_file(self, domain: Domain) -> SourceFile:
        source = SourceFile(f"Core/Networking/Services/{domain.noun}Service.swift", "service")
        requirements, implementations = [], []
        for model in domain.models:
            arg = lower_first(model.name)
            sigs = [
                (
                    f"func fetch{model.plural}(page: Int, {self.completion('[' + model.name + ']')})",
                    [
                        f'logger.debug("Fetching {human(model.plural)} page \\(page)")',
                        f"client.send({domain.noun}Endpoints.{lower_first(model.plural)}(page: page), completion: completion)",
                    ],
                ),
                (
                    f"func fetch{model.name}(id: String, {self.completion(model.name)})",
                    [f"client.send({domain.noun}Endpoints.{arg}(id: id), completion: completion)"],
                ),
                (
                    f"func save{model.name}(_ {arg}: {model.name}, {self.completion(model.name)})",
                    [
                        "do {",
                        f"    try {arg}.validate()",
                        "} catch let error as AppError {",
                        "    completion(.failure(error))",
                        "    return",
                        "} catch {",
                        "    completion(.failure(.unknown))",
                        "    return",
                        "}",
                        f"client.send({domain.noun}Endpoints.save{model.name}({arg}), completion: completion)",
                    ],
                ),
            ]
            for signature, body in sigs:
                requirements.append(f"    {signature}")
                implementations.append([signature + " {"] + indent(body) + ["}"])
        live = f"Live{domain.noun}Service"
        source.parts = [
            doc(f"Backend operations on {human(domain.plural)}.")
            + [f"protocol {domain.service} {{"]
            + requirements
            + ["}"],
            Body(
                doc(f"`{domain.service}` over the shared API client.") + [f"final class {live}: {domain.service} {{"],
                [
                    ["private let client: APIClient", "private let logger: Logging"],
                    [
                        "init(client: APIClient, logger: Logging) {",
                        "    self.client = client",
                        "    self.logger = logger",
                        "}",
                    ],
                ]
                + implementations,
                self.ctx(live, domain.models[:], core=True),
            ),
            [
                "extension Dependencies {",
                f"    /// The {human(domain.noun)} service wired to the shared API client.",
                f"    var {lower_first(domain.noun)}Service: {domain.service} {{",
                f"        {live}(client: apiClient, logger: logger)",
                "    }",
                "}",
            ],
        ]
        return source

    def endpoints_file(self, domain: Domain) -> SourceFile:
        source = SourceFile(f"Core/Networking/Endpoints/{domain.noun}Endpoints.swift", "endpoints")
        members = []
        for model in domain.models:
            arg = lower_first(model.name)
            path = f"/v1/{kebab(model.plural)}"
            members.append(
                [
                    f"static func {lower_first(model.plural)}(page: Int) -> Endpoint<[{model.name}]> {{",
                    f'    Endpoint(path: "{path}", method: .get, query: ["page": String(page)])',
                    "}",
                ]
            )
            members.append(
                [
                    f"static func {arg}(id: String) -> Endpoint<{model.name}> {{",
                    f'    Endpoint(path: "{path}/\\(id)", method: .get)',
                    "}",
                ]
            )
            members.append(
                [
                    f"static func save{model.name}(_ {arg}: {model.name}) -> Endpoint<{model.name}> {{",
                    f'    Endpoint(path: "{path}/\\({arg}.id)", method: .put, body: try? JSONEncoder().encode({arg}))',
                    "}",
                ]
            )
        name = f"{domain.noun}Endpoints"
        source.parts = [
            Body(
                doc(f"Backend endpoints of the {human(domain.noun)} domain.") + [f"enum {name} {{"],
                members,
                self.ctx(name, domain.models[:], core=True, static_only=True),
            )
        ]
        return source

    def mock_file(self, domain: Domain) -> SourceFile:
        source = SourceFile(f"Core/Networking/Mocks/Mock{domain.noun}Service.swift", "mock")
        name = f"Mock{domain.noun}Service"
        stores = []
        methods = []
        for model in domain.models:
            var = lower_first(model.plural)
            count = self.rng.randint(2, 4)
            stores.append(
                [f"var {var}: [{model.name}] = ["]
                + [f"    {memberwise(self.rng, model, i + 1)}," for i in range(count)]
                + ["]"]
            )
            arg = lower_first(model.name)
            methods.append(
                [
                    f"func fetch{model.plural}(page: Int, {self.completion('[' + model.name + ']')}) {{",
                    "    guard !shouldFail else {",
                    "        completion(.failure(.network(code: 500)))",
                    "        return",
                    "    }",
                    "    let start = Swift.max(page, 0) * pageSize",
                    f"    completion(.success(Array({var}.dropFirst(start).prefix(pageSize))))",
                    "}",
                ]
            )
            methods.append(
                [
                    f"func fetch{model.name}(id: String, {self.completion(model.name)}) {{",
                    f"    if let match = {var}.first(where: {{ $0.id == id }}) {{",
                    "        completion(.success(match))",
                    "    } else {",
                    "        completion(.failure(.notFound))",
                    "    }",
                    "}",
                ]
            )
            methods.append(
                [
                    f"func save{model.name}(_ {arg}: {model.name}, {self.completion(model.name)}) {{",
                    f"    if let index = {var}.firstIndex(where: {{ $0.id == {arg}.id }}) {{",
                    f"        {var}[index] = {arg}",
                    "    } else {",
                    f"        {var}.append({arg})",
                    "    }",
                    f"    completion(.success({arg}))",
                    "}",
                ]
            )
        self.scope(name).add("shouldFail", "pageSize", *(lower_first(m.plural) for m in domain.models))
        source.parts = [
            ["#if DEBUG"],
            Body(
                doc(f"In-memory `{domain.service}` for previews and UI tests.")
                + [f"final class {name}: {domain.service} {{"],
                [["var shouldFail = false", "let pageSize = 20"]] + stores + methods,
                self.ctx(name, domain.models[:], core=True),
            ),
            ["#endif"],
        ]
        return source

    def repository_file(self, domain: Domain) -> SourceFile:
        model = domain.primary
        name = f"{domain.noun}Repository"
        source = SourceFile(f"Core/Persistence/Repositories/{name}.swift", "repository")
        status = domain.status.name
        members = [
            [f'@Stored(key: "{snake(domain.plural)}.last_sync", defaultValue: 0)', "var lastSyncTimestamp: Double"],
            [
                "init(storage: KeyValueStorage) {",
                f'    super.init(storage: storage, namespace: "{snake(domain.plural)}")',
                "}",
            ],
            [
                f"override func save(_ entity: {model.name}) {{",
                "    super.save(entity)",
                "    lastSyncTimestamp = Date().timeIntervalSince1970",
                "}",
            ],
            [
                f"/// Stored {human(domain.plural)} in the given state.",
                f"func {lower_first(domain.plural)}(with status: {status}) -> [{model.name}] {{",
                "    all().filter { $0.status == status }",
                "}",
            ],
        ]
        self.scope(name, parent="Repository").add("lastSyncTimestamp", lower_first(domain.plural))
        source.parts = [
            Body(
                doc(f"Local store of {human(domain.plural)}.") + [f"final class {name}: Repository<{model.name}> {{"],
                members,
                self.ctx(name, [model], parent="Repository", core=True, generic=True),
            ),
            [
                "extension Dependencies {",
                f"    var {lower_first(name)}: {name} {{",
                f"        {name}(storage: storage)",
                "    }",
                "}",
            ],
        ]
        return source

    def events_file(self, domain: Domain) -> SourceFile:
        source = SourceFile(f"Core/Analytics/Events/{domain.noun}Events.swift", "events")
        members = []
        for feature in domain.features:
            event = snake(feature.name)
            members += [
                [
                    f"/// A screen of the {human(feature.name)} feature appeared.",
                    f"static func {feature.route}Viewed(screen: String) -> AnalyticsEvent {{",
                    f'    AnalyticsEvent(name: "{event}_viewed", parameters: ["screen": screen])',
                    "}",
                ],
                [
                    f"static func {feature.route}ItemSelected(id: String) -> AnalyticsEvent {{",
                    f'    AnalyticsEvent(name: "{event}_item_selected", parameters: ["id": id])',
                    "}",
                ],
                [
                    f"static func {feature.route}ActionTapped(_ action: String) -> AnalyticsEvent {{",
                    f'    AnalyticsEvent(name: "{event}_action", parameters: ["action": action])',
                    "}",
                ],
            ]
            self.scope("AnalyticsEvent").add(
                f"{feature.route}Viewed", f"{feature.route}ItemSelected", f"{feature.route}ActionTapped"
            )
        source.parts = [
            Body(["extension AnalyticsEvent {"], members, self.ctx("AnalyticsEvent", [domain.primary], core=True))
        ]
        return source

    def trackable_file(self, domain: Domain) -> SourceFile:
        source = SourceFile(f"Core/Analytics/Trackable/{domain.noun}+Trackable.swift", "trackable")
        for model in domain.models:
            entries = [f'"{snake(model.name)}_id": id']
            for prop in model.props[2:5]:
                if prop.kind in ("enum", "nested"):
                    entries.append(f'"{snake(prop.name)}": {prop.name}.rawValue')
                elif prop.kind in ("int", "double", "bool"):
                    entries.append(f'"{snake(prop.name)}": String({prop.name})')
                elif prop.kind == "string":
                    entries.append(f'"{snake(prop.name)}": {prop.name}')
            source.parts.append(
                [
                    f"extension {model.name}: Trackable {{",
                    "    var analyticsParameters: [String: String] {",
                    "        [",
                ]
                + [f"            {e}," for e in entries]
                + ["        ]", "    }", "}"]
            )
        source.parts.append(
            Body(
                [f"extension {domain.primary.name} {{"], [], self.ctx(domain.primary.name, [domain.primary], core=True)
            )
        )
        return source

    def l10n_file(self, domain: Domain) -> SourceFile:
        source = SourceFile(f"Core/Localization/L10n+{domain.noun}.swift", "l10n")
        prefix = snake(domain.plural)
        keys = ["title", "listTitle", "detailTitle", "emptyMessage", "errorMessage", "primaryAction", "retryAction"]
        name = f"L10n.{domain.plural}"
        self.scope(name).add(*keys, "itemCount")
        body = Body(
            [
                "extension L10n {",
                f"    /// Strings of the {human(domain.plural)} screens.",
                f"    enum {domain.plural} {{",
            ],
            [
                [f'static let {k} = "{prefix}.{snake(k)}".localized' for k in keys],
                [
                    "static func itemCount(_ count: Int) -> String {",
                    f'    "{prefix}.item_count".localized(with: count)',
                    "}",
                ],
            ],
            self.ctx(name, [domain.primary], core=True, static_only=True),
            indent=INDENT * 2,
            close=["    }", "}"],
        )
        source.parts = [body]
        return source

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
        domain = feature.domain
        source = SourceFile(f"Features/{feature.name}/{feature.name}Module.swift", "module")
        entry = feature.screens[0]
        detail = next((s for s in feature.screens if not s.is_collection), None)
        id_param = ", id: String"
        members = [
            [
                "static func makeEntry(dependencies: Dependencies"
                + (id_param if feature.takes_id else "")
                + ") -> BaseViewController {",
                f"    make{entry.kind}(dependencies: dependencies" + (", id: id" if feature.takes_id else "") + ")",
                "}",
            ]
        ]
        for screen in feature.screens:
            lines = [
                f"static func make{screen.kind}(dependencies: Dependencies"
                + ("" if screen.is_collection else id_param)
                + ") -> BaseViewController {",
                f"    let useCase = {screen.use_case}(service: dependencies.{lower_first(domain.noun)}Service)",
                f"    let presenter = {screen.name}Presenter(dependencies: dependencies, loadUseCase: useCase"
                + ("" if screen.is_collection else ", itemID: id")
                + ")",
            ]
            if screen.is_collection and detail is not None:
                lines += [
                    "    presenter.onShowDetail = { id in",
                    f"        dependencies.router.show(make{detail.kind}(dependencies: dependencies, id: id))",
                    "    }",
                ]
            lines += [f"    return {screen.name}ViewController(presenter: presenter)", "}"]
            members.append(lines)
        name = f"{feature.name}Module"
        self.scope(name).add("makeEntry", *(f"make{s.kind}" for s in feature.screens))
        source.parts = [
            Body(
                doc(f"Builds the screens of the {human(feature.name)} feature.") + [f"enum {name} {{"],
                members,
                self.ctx(name, [entry.model], core=True, static_only=True),
            )
        ]
        return source

    def coordinator_file(self, feature: Feature) -> SourceFile:
        name = f"{feature.name}Coordinator"
        source = SourceFile(f"Features/{feature.name}/{name}.swift", "coordinator")
        if feature.takes_id:
            start = [
                "override func start() {",
                "    guard let entryID = entryID else {",
                f'        dependencies.logger.warning("{name} started without an identifier")',
                "        return",
                "    }",
                f"    push({feature.name}Module.makeEntry(dependencies: dependencies, id: entryID))",
                "}",
            ]
        else:
            start = [
                "override func start() {",
                "    if let entryID = entryID {",
                f'        dependencies.logger.debug("{name} ignores entry \\(entryID)")',
                "    }",
                f"    push({feature.name}Module.makeEntry(dependencies: dependencies))",
                "}",
            ]
        self.scope(name, parent="BaseCoordinator").add("entryID", "finish")
        source.parts = [
            Body(
                doc(f"Runs the {human(feature.name)} flow inside a parent coordinator.")
                + [f"final class {name}: BaseCoordinator {{"],
                [
                    ["private let entryID: String?", "var onFinish: (() -> Void)?"],
                    [
                        "init(dependencies: Dependencies, entryID: String? = nil) {",
                        "    self.entryID = entryID",
                        "    super.init(dependencies: dependencies)",
                        "}",
                    ],
                    start,
                    [
                        "func finish() {",
                        "    while !stack.isEmpty {",
                        "        pop(animated: false)",
                        "    }",
                        "    onFinish?()",
                        "}",
                    ],
                ],
                self.ctx(name, [feature.screens[0].model], parent="BaseCoordinator", core=True),
            )
        ]
        return source

    def presenter_file(self, screen: Screen) -> SourceFile:
        feature, model, domain = screen.feature, screen.model, screen.feature.domain
        name = f"{screen.name}Presenter"
        source = SourceFile(f"Features/{feature.name}/Presenters/{name}.swift", "presenter")
        target = self.rng.choice(feature.routes_to)
        l10n = f"L10n.{domain.plural}"
        payload = f"items: [{model.name}]" if screen.is_collection else f"item: {model.name}"
        state = [
            f"enum {screen.name}ViewState {{",
            "    case loading",
            f"    case content(title: String, {payload})",
            "    case empty(message: String)",
            "    case failed(message: String)",
            "}",
        ]
        protocol = [
            f"protocol {screen.name}ViewInput: AnyObject {{",
            f"    func display(_ state: {screen.name}ViewState)",
            "}",
        ]
        event = f".{feature.route}"
        if screen.is_collection:
            stored = [
                f"weak var view: {screen.name}ViewInput?",
                "var onShowDetail: ((String) -> Void)?",
                "let isLoading = Observable(false)",
                f"private let loadUseCase: {screen.use_case}",
                "private let featureFlags: FeatureFlagProviding",
                f"private var items: [{model.name}] = []",
                "private var currentPage = 0",
            ]
            init = [
                f"init(dependencies: Dependencies, loadUseCase: {screen.use_case}) {{",
                "    self.loadUseCase = loadUseCase",
                "    self.featureFlags = dependencies.featureFlags",
                "    super.init(router: dependencies.router, analytics: dependencies.analytics, logger: dependencies.logger)",
                "}",
            ]
            reload = [
                "func reload() {",
                "    isLoading.value = true",
                "    view?.display(.loading)",
                f"    let request = {screen.name}Request(page: currentPage, query: nil)",
                "    loadUseCase.execute(request) { [weak self] result in",
                "        guard let self = self else { return }",
                "        self.isLoading.value = false",
                "        switch result {",
                "        case .success(let items):",
                "            self.items = items",
                "            if items.isEmpty {",
                f"                self.view?.display(.empty(message: {l10n}.emptyMessage))",
                "            } else {",
                f"                self.view?.display(.content(title: {l10n}.listTitle, items: items))",
                "            }",
                "        case .failure(let error):",
                f'            self.logger.error("{screen.name} failed: \\(error.code)")',
                "            self.view?.display(.failed(message: self.message(for: error)))",
                "        }",
                "    }",
                "}",
            ]
            select = [
                "func didSelectItem(at index: Int) {",
                "    guard let item = items[safe: index] else { return }",
                f"    analytics.track({event}ItemSelected(id: item.id))",
                "    if let showDetail = onShowDetail {",
                "        showDetail(item.id)",
                "    } else {",
                f"        router.navigate(to: {target.route_expr('item.id')})",
                "    }",
                "}",
            ]
            id_expr = 'items.first?.id ?? "new"'
            extra = [
                "func loadNextPage() {",
                "    guard !isLoading.value else { return }",
                "    currentPage += 1",
                "    reload()",
                "}",
            ]
        else:
            stored = [
                f"weak var view: {screen.name}ViewInput?",
                f"private let loadUseCase: {screen.use_case}",
                "private let featureFlags: FeatureFlagProviding",
                "private let itemID: String",
                f"private var item: {model.name}?",
            ]
            init = [
                f"init(dependencies: Dependencies, loadUseCase: {screen.use_case}, itemID: String) {{",
                "    self.loadUseCase = loadUseCase",
                "    self.featureFlags = dependencies.featureFlags",
                "    self.itemID = itemID",
                "    super.init(router: dependencies.router, analytics: dependencies.analytics, logger: dependencies.logger)",
                "}",
            ]
            reload = [
                "func reload() {",
                "    view?.display(.loading)",
                f"    let request = {screen.name}Request(id: itemID, forceRefresh: item != nil)",
                "    loadUseCase.execute(request) { [weak self] result in",
                "        guard let self = self else { return }",
                "        switch result {",
                "        case .success(let item):",
                "            self.item = item",
                f"            self.view?.display(.content(title: item.{model.title_prop}, item: item))",
                "        case .failure(.notFound):",
                f"            self.view?.display(.empty(message: {l10n}.emptyMessage))",
                "        case .failure(let error):",
                f'            self.logger.error("{screen.name} failed for \\(self.itemID): \\(error.code)")',
                "            self.view?.display(.failed(message: self.message(for: error)))",
                "        }",
                "    }",
                "}",
            ]
            select = [
                "func didTapShare() {",
                "    guard let item = item else { return }",
                f'    analytics.track({event}ActionTapped("share"))',
                '    logger.info("Sharing \\(item.id)")',
                "}",
            ]
            id_expr = "item?.id ?? itemID"
            extra = []
        primary = [
            "func didTapPrimaryAction() {",
            f'    analytics.track({event}ActionTapped("primary"))',
            f"    if featureFlags.isEnabled(.{feature.route}Redesign) {{",
            f"        router.present({target.route_expr(id_expr)}, animated: true)",
            "    } else {",
            f"        router.navigate(to: {target.route_expr(id_expr)})",
            "    }",
            "}",
        ]
        lifecycle = [
            "override func viewDidLoad() {",
            "    super.viewDidLoad()",
            f'    trackScreen("{snake(screen.name)}")',
            f'    analytics.track({event}Viewed(screen: "{snake(screen.kind)}"))',
            "    reload()",
            "}",
        ]
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
        members = [stored, init, lifecycle, reload, select, primary] + ([extra] if extra else [])
        source.parts = [
            doc(f"What the {human(screen.name)} screen accepts from its presenter.") + protocol,
            doc(f"Everything the {human(screen.name)} screen can show.") + state,
            Body(
                doc(f"Presentation logic of the {human(screen.name)} screen.")
                + [f"final class {name}: BasePresenter {{"],
                members,
                self.ctx(name, self.feature_models(screen), parent="BasePresenter", core=True),
            ),
        ]
        return source

    def use_case_file(self, screen: Screen) -> SourceFile:
        feature, model, domain = screen.feature, screen.model, screen.feature.domain
        name = screen.use_case
        source = SourceFile(f"Features/{feature.name}/UseCases/{name}.swift", "usecase")
        request = f"{screen.name}Request"
        output = f"[{model.name}]" if screen.is_collection else model.name
        if screen.is_collection:
            request_decl = [f"struct {request}: Equatable {{", "    let page: Int", "    let query: String?", "}"]
            validate = [f"override func validate(_ input: {request}) -> Bool {{", "    input.page >= 0", "}"]
            call = [
                f"service.fetch{model.plural}(page: input.page) {{ result in",
                "    switch result {",
                "    case .success(let items):",
                "        let filtered = items.filter { item in",
                "            guard let query = input.query, !query.isEmpty else { return true }",
                "            return item.matches(query)",
                "        }",
                "        completion(.success(filtered))",
                "    case .failure(let error):",
                "        completion(.failure(error))",
                "    }",
                "}",
            ]
            field_name = "page"
        else:
            request_decl = [f"struct {request}: Equatable {{", "    let id: String", "    let forceRefresh: Bool", "}"]
            validate = [f"override func validate(_ input: {request}) -> Bool {{", "    !input.id.isEmpty", "}"]
            call = [
                f"service.fetch{model.name}(id: input.id) {{ result in",
                "    switch result {",
                "    case .success(let item) where !item.isValid:",
                '        completion(.failure(.validation(field: "id", reason: "invalid")))',
                "    default:",
                "        completion(result)",
                "    }",
                "}",
            ]
            field_name = "id"
        execute = (
            [
                f"override func execute(_ input: {request}, completion: @escaping (Result<{output}, AppError>) -> Void) {{",
                "    guard validate(input) else {",
                f'        completion(.failure(.validation(field: "{field_name}", reason: "is not acceptable")))',
                "        return",
                "    }",
            ]
            + indent(call)
            + ["}"]
        )
        self.scope(name, parent="BaseUseCase").add("service")
        source.parts = [
            doc(f"Parameters of {name}.") + request_decl,
            Body(
                doc(f"Loads what the {human(screen.name)} screen shows.")
                + [f"final class {name}: BaseUseCase<{request}, {output}> {{"],
                [
                    [f"private let service: {domain.service}"],
                    [
                        f"init(service: {domain.service}) {{",
                        "    self.service = service",
                        f'    super.init(name: "{name}")',
                        "}",
                    ],
                    validate,
                    execute,
                ],
                self.ctx(name, self.feature_models(screen), parent="BaseUseCase", core=True, generic=True),
            ),
        ]
        return source

    def view_controller_file(self, screen: Screen) -> SourceFile:
        feature, domain = screen.feature, screen.feature.domain
        name = f"{screen.name}ViewController"
        source = SourceFile(f"Features/{feature.name}/ViewControllers/{name}.swift", "viewcontroller")
        l10n = f"L10n.{domain.plural}"
        title_key = "listTitle" if screen.is_collection else "detailTitle"
        stored = [
            f"private let presenter: {screen.name}Presenter",
            f"private let contentView: {screen.name}View",
            "@Clamped(0...1) private var scrollProgress: Double = 0",
            f"private var lastState: {screen.name}ViewState?",
        ]
        init = [
            f"init(presenter: {screen.name}Presenter) {{",
            f"    let contentView = {screen.name}View()",
            "    self.presenter = presenter",
            "    self.contentView = contentView",
            f'    super.init(screenName: "{snake(screen.name)}", rootView: contentView)',
            "}",
        ]
        did_load = [
            "override func viewDidLoad() {",
            "    super.viewDidLoad()",
            "    presenter.view = self",
            "    contentView.onPrimaryAction = { [weak self] in",
            "        self?.presenter.didTapPrimaryAction()",
            "    }",
        ]
        if screen.is_collection:
            did_load += [
                "    contentView.onSelectItem = { [weak self] index in",
                "        self?.presenter.didSelectItem(at: index)",
                "    }",
            ]
            content = [
                "    case .content(let title, let items):",
                "        showLoading(false)",
                "        contentView.render(title: title, items: items)",
                "    case .empty(let message):",
                "        showLoading(false)",
                "        contentView.renderEmpty(message: message)",
            ]
        else:
            content = [
                "    case .content(let title, let item):",
                "        showLoading(false)",
                "        contentView.render(title: title, item: item)",
                "    case .empty(let message):",
                "        showError(message)",
            ]
        did_load += ["    contentView.apply(theme: ThemeProvider.current)", "    presenter.viewDidLoad()", "}"]
        display = (
            [
                f"func display(_ state: {screen.name}ViewState) {{",
                "    lastState = state",
                "    switch state {",
                "    case .loading:",
                "        showLoading(true)",
            ]
            + content
            + ["    case .failed(let message):", "        showError(message)", "    }", "}"]
        )
        appear = [
            "override func viewWillAppear(_ animated: Bool) {",
            "    super.viewWillAppear(animated)",
            "    presenter.viewWillAppear()",
            "}",
        ]
        disappear = [
            "override func viewDidDisappear(_ animated: Bool) {",
            "    super.viewDidDisappear(animated)",
            "    presenter.viewDidDisappear()",
            "}",
        ]
        scroll = [
            "func didScroll(offset: Double, contentHeight: Double) {",
            "    guard contentHeight > 0 else { return }",
            "    scrollProgress = offset / contentHeight",
        ]
        if screen.is_collection:
            scroll += ["    if scrollProgress > 0.8 {", "        presenter.loadNextPage()", "    }"]
        scroll += ["}"]
        self.scope(name, parent="BaseViewController").add(
            "presenter", "contentView", "scrollProgress", "lastState", "didScroll"
        )
        source.parts = [
            Body(
                doc(f"Screen of the {human(feature.name)} feature showing {human(screen.kind)} content.")
                + [f"final class {name}: BaseViewController, {screen.name}ViewInput {{"],
                [
                    stored,
                    ["override var navigationTitle: String {", f"    {l10n}.{title_key}", "}"],
                    init,
                    did_load,
                    appear,
                    disappear,
                    display,
                    scroll,
                ],
                self.ctx(name, self.feature_models(screen), parent="BaseViewController", ui=True, core=True),
            )
        ]
        return source

    def view_file(self, screen: Screen) -> SourceFile:
        feature, model, domain = screen.feature, screen.model, screen.feature.domain
        name = f"{screen.name}View"
        source = SourceFile(f"Features/{feature.name}/Views/{name}.swift", "view")
        l10n = f"L10n.{domain.plural}"
        layout = [
            "enum Layout {",
            f"    static let headerHeight: Double = {self.rng.choice([48, 56, 64, 72])}",
            f"    static let rowHeight: Double = {self.rng.choice([56, 64, 72, 88])}",
            f"    static let buttonHeight: Double = {self.rng.choice([44, 48, 52])}",
            "}",
        ]
        arg = "item"
        if screen.is_collection:
            stored = [
                "var onPrimaryAction: (() -> Void)?",
                "var onSelectItem: ((Int) -> Void)?",
                "private let titleLabel = DSLabel(style: .title)",
                "private let emptyStateView = DSEmptyStateView()",
                f"private let primaryButton = DSButton(title: {l10n}.primaryAction, style: .primary)",
                f"private var cells: [{screen.name}Cell] = []",
            ]
            subviews = ["titleLabel", "emptyStateView", "primaryButton"]
            render = [
                f"func render(title: String, items: [{model.name}]) {{",
                "    titleLabel.text = title",
                "    emptyStateView.isHidden = true",
                "    cells.forEach { $0.removeFromSuperview() }",
                f"    cells = items.enumerated().map {{ index, item -> {screen.name}Cell in",
                f"        let cell = {screen.name}Cell()",
                "        cell.configure(with: item)",
                "        cell.onTap = { [weak self] in",
                "            self?.onSelectItem?(index)",
                "        }",
                "        addSubview(cell)",
                "        return cell",
                "    }",
                "    setNeedsLayout()",
                "}",
            ]
            empty = [
                "func renderEmpty(message: String) {",
                "    cells.forEach { $0.removeFromSuperview() }",
                "    cells.removeAll()",
                "    emptyStateView.message = message",
                "    emptyStateView.isHidden = false",
                "}",
            ]
            body_layout = [
                "    emptyStateView.frame = body",
                "    for (index, cell) in cells.enumerated() {",
                "        cell.frame = Rect(x: body.x, y: body.y + Double(index) * Layout.rowHeight, width: body.width, height: Layout.rowHeight)",
                "    }",
            ]
            theme_extra = ["    cells.forEach { $0.apply(theme: theme) }", "    emptyStateView.apply(theme: theme)"]
        else:
            stored = [
                "var onPrimaryAction: (() -> Void)?",
                "private let titleLabel = DSLabel(style: .largeTitle)",
                "private let detailLabel = DSLabel(style: .body)",
                "private let badge = DSBadge()",
                f"private let primaryButton = DSButton(title: {l10n}.primaryAction, style: .primary)",
            ]
            subviews = ["titleLabel", "detailLabel", "badge", "primaryButton"]
            details = [interpolation(arg, p) for p in model.props[2:5]]
            render = [
                f"func render(title: String, item: {model.name}) {{",
                "    titleLabel.text = title",
                f'    detailLabel.text = "{" · ".join(details)}"',
            ]
            if model.status is not None:
                render += ["    badge.text = item.status.displayName", "    badge.tint = item.status.tint"]
            else:
                render += ["    badge.isHidden = true"]
            render += ["    setNeedsLayout()", "}"]
            empty = []
            body_layout = [
                "    detailLabel.frame = body.divided(atDistance: Layout.rowHeight).slice",
                "    badge.frame = Rect(x: body.x, y: body.y + Layout.rowHeight, width: 80, height: badge.intrinsicHeight)",
            ]
            theme_extra = ["    detailLabel.apply(theme: theme)", "    badge.apply(theme: theme)"]
        setup = (
            ["override func setUp() {", "    super.setUp()"]
            + [f"    addSubview({s})" for s in subviews]
            + [
                f'    accessibilityIdentifier = "{snake(screen.name)}"',
                "    primaryButton.onTap = { [weak self] in",
                "        self?.onPrimaryAction?()",
                "    }",
                "}",
            ]
        )
        layout_fn = (
            [
                "override func layoutSubviews() {",
                "    super.layoutSubviews()",
                "    let content = frame.inset(by: EdgeInsets(all: Spacing.medium))",
                "    let (header, body) = content.divided(atDistance: Layout.headerHeight)",
                "    titleLabel.frame = header",
            ]
            + body_layout
            + [
                "    primaryButton.frame = Rect(x: content.x, y: content.maxY - Layout.buttonHeight, width: content.width, height: Layout.buttonHeight)",
                "}",
            ]
        )
        theme = (
            [
                "func apply(theme: Theme) {",
                "    titleLabel.apply(theme: theme)",
                "    primaryButton.apply(theme: theme)",
            ]
            + theme_extra
            + ["}"]
        )
        members = [layout, stored, setup, layout_fn, render] + ([empty] if empty else []) + [theme]
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
        source.parts = [
            Body(
                doc(f"Content view of the {human(screen.name)} screen.")
                + [f"final class {name}: BaseView, Themeable {{"],
                members,
                self.ctx(name, self.feature_models(screen), parent="BaseView", ui=True, core=True),
            )
        ]
        return source

    def cell_file(self, screen: Screen) -> SourceFile:
        feature, model = screen.feature, screen.model
        name = f"{screen.name}Cell"
        source = SourceFile(f"Features/{feature.name}/Views/{name}.swift", "cell")
        configure = [
            f"func configure(with item: {model.name}) {{",
            "    itemID = item.id",
            "    titleLabel.text = item.displayTitle",
            '    subtitleLabel.text = item.displaySubtitle ?? ""',
        ]
        if model.status is not None:
            configure += ["    badge.text = item.status.displayName", "    badge.tint = item.status.tint"]
        flags = model.props_of("bool")
        if flags:
            configure += [f"    badge.isHidden = !item.{flags[0].name}"]
        configure += ["}"]
        self.scope(name, parent="BaseView").add(
            "reuseIdentifier", "onTap", "titleLabel", "subtitleLabel", "badge", "itemID"
        )
        source.parts = [
            Body(
                doc(f"Row of the {human(screen.name)} list.") + [f"final class {name}: BaseView, Themeable {{"],
                [
                    [f'static let reuseIdentifier = "{name}"'],
                    [
                        "var onTap: (() -> Void)?",
                        "private(set) var itemID: String?",
                        "private let titleLabel = DSLabel(style: .headline)",
                        "private let subtitleLabel = DSLabel(style: .caption)",
                        "private let badge = DSBadge()",
                    ],
                    [f"override var intrinsicHeight: Double {{ {self.rng.choice([56, 64, 72, 88])} }}"],
                    [
                        "override func setUp() {",
                        "    super.setUp()",
                        "    addSubview(titleLabel)",
                        "    addSubview(subtitleLabel)",
                        "    addSubview(badge)",
                        "}",
                    ],
                    [
                        "override func prepareForReuse() {",
                        "    super.prepareForReuse()",
                        "    itemID = nil",
                        '    titleLabel.text = ""',
                        '    subtitleLabel.text = ""',
                        "}",
                    ],
                    configure,
                    [
                        "func apply(theme: Theme) {",
                        "    titleLabel.apply(theme: theme)",
                        "    subtitleLabel.apply(theme: theme)",
                        "    badge.apply(theme: theme)",
                        "}",
                    ],
                ],
                self.ctx(name, self.feature_models(screen), parent="BaseView", ui=True, core=True),
            )
        ]
        return source


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
    renderer = Renderer(scratch, universe, Fillers(scratch, universe))
    return sum(max(f.line_count(), MIN_FILE_LINES) for f in app_files(universe, renderer))


def fit_universe(universe: Universe, total_lines: int, seed: int) -> None:
    """Small sizes: trim screens and features until the required code fits the line budget."""
    while floor_lines(universe, seed) > total_lines * 0.97 and trim_one(universe):
        pass


def render_app(universe: Universe, rng: Random, total_lines: int) -> dict[str, str]:
    """Path (relative to the target folder) -> file text, totalling `total_lines` lines."""
    fillers = Fillers(rng, universe)
    renderer = Renderer(rng, universe, fillers)
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


PACKAGE_SWIFT = """// swift-tools-version:5.9
// Synthetic monolith generated by Benchmarks/generate_monolith.py (--lines {lines} --seed {seed}).
import PackageDescription

let package = Package(
    name: "{target}",
    products: [
        .library(name: "{target}", targets: ["{target}"]),
    ],
    targets: [
        .target(
            name: "{target}",
            path: "Sources/{target}",
            swiftSettings: [.define("ENABLE_ANALYTICS")]
        ),
    ]
)
"""


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
    (out / "Package.swift").write_text(PACKAGE_SWIFT.format(lines=lines, seed=seed, target=TARGET), encoding="utf-8")
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

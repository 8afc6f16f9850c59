# The two commands a newcomer runs: `make demo` and `make test` (both install what is missing).
SWIFT ?= swift
SAMPLE ?= Samples/Bookshelf
PREFIX ?= /usr/local

.PHONY: setup build demo test check lint format install release clean

setup:
	@bash scripts/setup.sh

build: setup
	$(SWIFT) build -c release --product cleave

CLEAVE = $$($(SWIFT) build -c release --show-bin-path)/cleave

demo: build
	@echo
	@echo "== cleave index $(SAMPLE)"
	@$(CLEAVE) index $(SAMPLE)
	@echo
	@echo "== cleave plan $(SAMPLE)   (its cleave.json: modules, dependencies, findings, metrics)"
	@$(CLEAVE) plan $(SAMPLE) --quiet
	@echo
	@echo "== cleave plan Samples/WalletApp   (the iOS-style sample, read through its Xcode project: a CoreData/CoreDomain/CorePresentation cycle, features that use features, hazards)"
	@$(CLEAVE) plan Samples/WalletApp --quiet
	@echo
	@echo "== cleave explain CoreData CoreDomain --path Samples/WalletApp   (one side of the cycle, reference by reference)"
	@$(CLEAVE) explain CoreData CoreDomain --path Samples/WalletApp --quiet
	@echo
	@echo "== cleave propose $(SAMPLE)   (three cuts proposed from the code alone, side by side; the default written to .build/demo-proposal.json)"
	@$(CLEAVE) propose $(SAMPLE) --output .build/demo-proposal.json --force --quiet
	@echo
	@echo "== cleave apply $(SAMPLE) --out .build/demo-split --verify 'swift build'   (the split performed, then built)"
	@rm -rf .build/demo-split
	@$(CLEAVE) apply $(SAMPLE) --out .build/demo-split --verify "swift build" --quiet
	@echo
	@echo "== cleave plan <a copy of $(SAMPLE)> --build   (the copy built first: every reference then comes from the compiler's index store)"
	@rm -rf .build/demo-sample && mkdir -p .build && cp -R $(SAMPLE) .build/demo-sample
	@rm -rf .build/demo-sample/.build .build/demo-sample/.cleave
	@$(CLEAVE) plan .build/demo-sample --build
	@echo
	@echo "== cleave index <the copy> --compare   (the syntax index measured against the compiler's, from the store that build left)"
	@$(CLEAVE) index .build/demo-sample --compare

test: lint
	@bash scripts/setup.sh --test
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	@echo "== a short fuzz round: the four readers on 2,000 mutated inputs (Docs/Reliability.md)"
	bash scripts/fuzz.sh --inputs 2000 --debug --no-time-limit

# The fast loop while working: the format check and every test but those marked `.slow` (they
# build packages, compile fixtures or run cleave over the samples); `make test` still runs everything.
check: lint
	@bash scripts/setup.sh --test
	$(SWIFT) build --build-tests
	CLEAVE_SKIP_SLOW=1 $(SWIFT) test --skip-build

# The toolchain's swift-format with .swift-format: `make format` rewrites, `make lint` (part of
# `make test`) fails on any file that is not formatted.
format:
	@bash scripts/format.sh

lint:
	@echo "== swift format lint --strict"
	@bash scripts/format.sh --lint

# `make install PREFIX=~/.local`: the release build, into $(PREFIX)/bin (it loads the toolchain's
# libraries from where they are; `make release` carries them along instead).
install: build
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 755 "$(CLEAVE)" "$(DESTDIR)$(PREFIX)/bin/cleave"
	@echo "installed $(DESTDIR)$(PREFIX)/bin/cleave"

# One archive that runs without a Swift toolchain: .build/cleave-<version>-<os>-<arch>.tar.gz.
release: setup
	bash scripts/release.sh

clean:
	rm -rf .build Samples/*/.cleave Samples/*/.build

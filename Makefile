# The two commands a newcomer runs: `make demo` and `make test` (both install what is missing).
SWIFT ?= swift
SAMPLE ?= Samples/Bookshelf

.PHONY: setup build demo test clean

setup:
	@bash scripts/setup.sh

build: setup
	$(SWIFT) build -c release --product cleave

demo: build
	@echo
	@echo "== cleave index $(SAMPLE)"
	@$$($(SWIFT) build -c release --show-bin-path)/cleave index $(SAMPLE)
	@echo
	@echo "== cleave refs BaseUseCase / BaseDatasource --path $(SAMPLE)   (the two sides of a would-be module cycle)"
	@$$($(SWIFT) build -c release --show-bin-path)/cleave refs BaseUseCase --path $(SAMPLE)
	@$$($(SWIFT) build -c release --show-bin-path)/cleave refs BaseDatasource --path $(SAMPLE)
	@echo
	@echo "== swift build of a copy of $(SAMPLE), then cleave index --compare   (the syntax index measured against the compiler's)"
	@rm -rf .build/demo-sample && mkdir -p .build && cp -R $(SAMPLE) .build/demo-sample
	@rm -rf .build/demo-sample/.build .build/demo-sample/.cleave
	@cd .build/demo-sample && $(SWIFT) build --quiet
	@$$($(SWIFT) build -c release --show-bin-path)/cleave index .build/demo-sample --compare

test: setup
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

clean:
	rm -rf .build Samples/*/.cleave Samples/*/.build

# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# A thin wrapper over the CMake presets (see CMakePresets.json).
PRESET ?= dev
BUILD_DIR := build/$(PRESET)
JOBS ?= $(shell nproc)

.PHONY: all deps test-deps configure build run test unit lint asan-test fuzz bench package clean format flake-hunt

all: build

deps:
	@scripts/ensure-deps.sh

test-deps:
	@scripts/ensure-deps.sh --test
	@tests/npm/ensure-peers.sh

configure: deps
	@cmake --preset $(PRESET) >/dev/null

build: configure
	@cmake --build --preset $(PRESET) -j $(JOBS)

run: build
	$(BUILD_DIR)/app/mcp-async-inspector

# Most tests wait on peers and timers, not on the CPU: three at a time per core.
TEST_JOBS ?= $(shell echo $$(( $(JOBS) * 3 )))

test: test-deps build
	ctest --preset $(PRESET) -j $(TEST_JOBS)

# The suite RUNS times in a row (default 20), the last quarter with two busy-loop CPU hogs beside it; prints every
# failing test with its count (scripts/flake-hunt.sh). Nothing is retried.
RUNS ?= 20
flake-hunt: test-deps build
	@PRESET=$(PRESET) TEST_JOBS=$(TEST_JOBS) scripts/flake-hunt.sh $(RUNS)

# The unit tests only (label unit): no real servers, seconds (the JSON Schema Test Suite comes with the npm peers).
unit: test-deps build
	ctest --preset $(PRESET) -j $(TEST_JOBS) -L '^unit$$'

# The format and the licences (as in make test), the ratchets (the layer order, file and function sizes, the
# duplicated pairs), and clazy level 1 over every source file (minutes).
lint: build
	@scripts/ensure-deps.sh --lint
	@tests/lint/format-check.sh $(CURDIR)
	@reuse lint --quiet && echo "reuse: compliant"
	@scripts/check-layers.sh
	@scripts/check-size.sh
	@scripts/check-duplicates.sh
	@scripts/clazy.sh $(BUILD_DIR) $(JOBS)

# Each fuzz target for FUZZ_SECONDS (default 60) with libFuzzer; `make test` replays their corpora.
FUZZ_SECONDS ?= 60
fuzz:
	@scripts/ensure-deps.sh --fuzz
	@scripts/fuzz.sh $(FUZZ_SECONDS)

bench: configure
	@cmake --build --preset $(PRESET) -j $(JOBS) --target bench

asan-test:
	$(MAKE) test PRESET=dev-asan

# A .deb (and a tarball) for Debian: its own Release build with the /usr prefix and no tests, then CPack; the
# install test unpacks the .deb into a scratch root and runs what a Debian user gets.
PACKAGE_DIR := build/package
APP_ID := io.github.mcpasyncinspector.McpAsyncInspector
package: deps
	@MCP_PACKAGE_JOBS=$(JOBS) tests/packaging/install-test.sh $(CURDIR) $(PACKAGE_DIR) $(APP_ID) Ninja
	@rm -f $(PACKAGE_DIR)/*.tar.gz
	@cd $(PACKAGE_DIR) && cpack -G TGZ >/dev/null
	@echo "Debian package: $$(ls $(PACKAGE_DIR)/*.deb)"
	@echo "Install it with: sudo apt install ./$$(ls $(PACKAGE_DIR)/*.deb)"

format:
	@git ls-files '*.cpp' '*.h' | xargs clang-format -i

clean:
	rm -rf build

# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# A thin wrapper over the CMake presets (see CMakePresets.json).
PRESET ?= dev
BUILD_DIR := build/$(PRESET)
JOBS ?= $(shell nproc)

.PHONY: all deps test-deps configure build run test asan-test fuzz bench package clean format

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

test: test-deps build
	ctest --preset $(PRESET) -j $(JOBS)

# Each fuzz target for FUZZ_SECONDS (default 60) with libFuzzer; `make test` replays their corpora.
FUZZ_SECONDS ?= 60
fuzz:
	@scripts/ensure-deps.sh --fuzz
	@scripts/fuzz.sh $(FUZZ_SECONDS)

bench: configure
	@cmake --build --preset $(PRESET) -j $(JOBS) --target bench

asan-test:
	$(MAKE) test PRESET=dev-asan

# A .deb (and a tarball) for Debian: its own Release build with the /usr prefix and no tests, then CPack.
PACKAGE_DIR := build/package
package: deps
	@cmake -S . -B $(PACKAGE_DIR) -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_INSTALL_PREFIX=/usr \
		-DMCP_BUILD_TESTS=OFF >/dev/null
	@cmake --build $(PACKAGE_DIR) -j $(JOBS)
	@rm -f $(PACKAGE_DIR)/*.deb $(PACKAGE_DIR)/*.tar.gz
	@cd $(PACKAGE_DIR) && cpack
	@echo "Debian package: $$(ls $(PACKAGE_DIR)/*.deb)"
	@echo "Install it with: sudo apt install ./$$(ls $(PACKAGE_DIR)/*.deb)"

format:
	@git ls-files '*.cpp' '*.h' | xargs clang-format -i

clean:
	rm -rf build

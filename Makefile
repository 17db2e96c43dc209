# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# A thin wrapper over the CMake presets (see CMakePresets.json).
PRESET ?= dev
BUILD_DIR := build/$(PRESET)
JOBS ?= $(shell nproc)

.PHONY: all deps test-deps configure build run test asan-test bench clean format

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

bench: configure
	@cmake --build --preset $(PRESET) -j $(JOBS) --target bench

asan-test:
	$(MAKE) test PRESET=dev-asan

format:
	@git ls-files '*.cpp' '*.h' | xargs clang-format -i

clean:
	rm -rf build

# Casement: the two set-up commands.
#   make run   the demo launcher (headless screenshots of every demo when there is no display)
#   make test  the whole test suite, headless, on the offscreen, X11 (Xvfb) and Wayland (weston) back ends
#   make bench the benchmarks (figures, not tests): Casement against bare OpenGL, static content
SHELL := /bin/bash

.PHONY: run test bench deps build

deps:
	@Scripts/install-deps.sh

build: deps
	swift build

run: deps
	@Scripts/run.sh

test: deps
	@Scripts/test.sh

bench: deps
	@Scripts/bench.sh

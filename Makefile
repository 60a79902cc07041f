# Casement: the two set-up commands.
#   make run   the demo launcher (headless screenshots of every demo when there is no display)
#   make test  the whole test suite, headless, on the offscreen, X11 (Xvfb) and Wayland (weston) back ends
#   make soak  random programs on new seeds, a million operations (CASEMENT_SOAK_OPERATIONS, CASEMENT_SOAK_SEED):
#              prints the seed and operation of any crash or broken invariant, and the figures
#   make bench the benchmarks (figures, not tests): Casement against bare OpenGL, static content
#   make bench-compare BASE=REV [ARGS="--animated --instructions"]  this tree's benchmark against commit REV
#   make bench-overlays [ARGS="--rounds N"]  the debug overlays, off, against a build without them
SHELL := /bin/bash

.PHONY: run test soak bench bench-compare bench-overlays deps build

deps:
	@Scripts/install-deps.sh

build: deps
	swift build

run: deps
	@Scripts/run.sh

test: deps
	@Scripts/test.sh

soak: deps
	@Scripts/soak.sh

bench: deps
	@Scripts/bench.sh

bench-compare: deps
	@Scripts/bench-compare.sh $(BASE) $(ARGS)

bench-overlays: deps
	@Scripts/bench-overlays.sh $(ARGS)

# Casement: the two set-up commands.
#   make run   the demo launcher (headless screenshots of every demo when there is no display)
#   make test  the whole test suite, headless, on the offscreen, X11 (Xvfb) and Wayland (weston) back ends
SHELL := /bin/bash

.PHONY: run test deps build

deps:
	@Scripts/install-deps.sh

build: deps
	swift build

run: deps
	@Scripts/run.sh

test: deps
	@Scripts/test.sh

#!/usr/bin/env bash
# make soak: random programs of public-API operations (Tests/RandomPrograms) on new seeds, each seed in
# a child process of SoakRunner on SDL's offscreen driver with the virtual clock (a seed replays
# exactly), until CASEMENT_SOAK_OPERATIONS operations (default 1,000,000) have run. Prints each seed,
# the seed and operation of any crash or broken invariant, and the figures: operations, seeds, wall
# time, crashes, violations. Exits 1 if any seed crashed or broke an invariant.
#   CASEMENT_SOAK_SEED=S            the first seed (default: from the clock); seeds S, S+1, ...
#   CASEMENT_SOAK_PER_SEED=N        operations of one seed (default 20,000)
#   CASEMENT_SOAK_HOSTILE=all       the hostile inputs: all (default), none, or a list (see HostileInputs.swift)
# Replay one seed: .build/debug/SoakRunner --seed S --operations N [--trace]  (SDL_VIDEODRIVER=offscreen CASEMENT_CLOCK=virtual)
set -uo pipefail
cd "$(dirname "$0")/.."
swift build --product SoakRunner || exit 1
exec .build/debug/SoakRunner

#!/usr/bin/env python3
"""kiwi's figures for issue 25's form, for casement-bench --run layout to print beside its own.

Usage: kiwi-form.py ROWS CHAINED(0|1) -> one line "build_ms width_change_ms" (thread CPU time).
The form: N rows, each a view holding a label and a field, 13 constraints a row (row 16 pt from the
window's sides, 44 pt tall, 8 pt below the previous row or the window's top; a 100-pt label 16 pt inside;
the field 8 pt after the label and 16 pt from the row's end, 30 pt tall, both centred vertically; a
strong field width >= 200). The window's width is an edit variable; the width change suggests 640.
"""
import sys
import time

import kiwisolver as kiwi


def edges(name):
    return {k: kiwi.Variable(f"{name}.{k}") for k in ("left", "top", "width", "height")}


def build(rows, chained):
    solver = kiwi.Solver()
    window = edges("window")
    solver.addEditVariable(window["width"], "strong")
    solver.suggestValue(window["width"], 800)
    solver.addConstraint(window["left"] == 0)
    solver.addConstraint(window["top"] == 0)
    previous_bottom = window["top"]
    for i in range(rows):
        row, label, field = edges(f"row{i}"), edges(f"label{i}"), edges(f"field{i}")
        centre = row["top"] + row["height"] / 2
        for constraint in (
            row["left"] == window["left"] + 16,
            row["left"] + row["width"] == window["left"] + window["width"] - 16,
            row["height"] == 44,
            row["top"] == previous_bottom + 8,
            label["left"] == row["left"] + 16,
            label["width"] == 100,
            label["height"] == 30,
            label["top"] + label["height"] / 2 == centre,
            field["left"] == label["left"] + label["width"] + 8,
            field["left"] + field["width"] == row["left"] + row["width"] - 16,
            field["height"] == 30,
            field["top"] + field["height"] / 2 == centre,
            (field["width"] >= 200) | "strong",
        ):
            solver.addConstraint(constraint)
        if chained:
            previous_bottom = row["top"] + row["height"]
    solver.updateVariables()
    return solver, window


def main():
    rows, chained = int(sys.argv[1]), sys.argv[2] == "1"
    start = time.thread_time()
    solver, window = build(rows, chained)
    built = time.thread_time()
    solver.suggestValue(window["width"], 640)
    solver.updateVariables()
    changed = time.thread_time()
    print(f"{(built - start) * 1000:.3f} {(changed - built) * 1000:.3f}")


if __name__ == "__main__":
    main()

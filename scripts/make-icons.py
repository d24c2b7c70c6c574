#!/usr/bin/env python3
"""Draws the web app's icons (the manifest's and the page's) from one list of shapes:
Sources/CalculatorServer/Public/icon.svg, icon-192.png and icon-512.png.

    scripts/make-icons.py

A calculator seen from the front, in the page's colours: a display with a curve on it
(it graphs) over a keypad of round keys, function keys grey, operations orange. The PNGs
are rasterised here, with no image library: each pixel's coverage comes from the shapes'
signed distances, so edges are smooth and the output is the same bytes on any machine.
Run it after changing a shape; the files are committed.
"""

import math
import pathlib
import struct
import zlib

PUBLIC = pathlib.Path(__file__).resolve().parent.parent / "Sources/CalculatorServer/Public"
SIZE = 512  # the drawing's units: the icon is SIZE × SIZE

BACKGROUND = "#1c1c1e"
SCREEN = "#000000"
AXES = "#5a5a5a"
CURVE = "#64b5f6"
DIGIT = "#3a3a3c"
FUNCTION = "#a5a5a5"
OPERATION = "#ff9f0a"


def curve_points():
    """A sine wave across the display, as a polyline."""
    left, right, middle, height = 100, 412, 134, 38
    count = 48
    return [(left + (right - left) * i / count,
             middle - height * math.sin(2 * math.pi * 1.25 * i / count + 0.3))
            for i in range(count + 1)]


def shapes():
    """Every shape, back to front: ("rect", x, y, w, h, radius, colour),
    ("circle", cx, cy, r, colour) or ("line", points, width, colour)."""
    drawn = [
        ("rect", 0, 0, SIZE, SIZE, 112, BACKGROUND),
        ("rect", 72, 72, 368, 124, 26, SCREEN),
        ("line", [(92, 134), (420, 134)], 4, AXES),
        ("line", [(256, 86), (256, 182)], 4, AXES),
        ("line", curve_points(), 11, CURVE),
    ]
    columns = [118, 210, 302, 394]
    rows = [256, 340, 424]
    for row, cy in enumerate(rows):
        for column, cx in enumerate(columns):
            if column == 3:
                colour = OPERATION
            elif row == 0:
                colour = FUNCTION
            else:
                colour = DIGIT
            drawn.append(("circle", cx, cy, 35, colour))
    return drawn


# ---- SVG ---------------------------------------------------------------------

def number(value):
    """A coordinate with at most two decimals and no trailing zeros."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def svg():
    """The icon as an SVG document."""
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {SIZE} {SIZE}">']
    for shape in shapes():
        kind = shape[0]
        if kind == "rect":
            _, x, y, w, h, r, colour = shape
            parts.append(f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="{r}" fill="{colour}"/>')
        elif kind == "circle":
            _, cx, cy, r, colour = shape
            parts.append(f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{colour}"/>')
        else:
            _, points, width, colour = shape
            text = " ".join(f"{number(x)},{number(y)}" for x, y in points)
            parts.append(f'<polyline points="{text}" fill="none" stroke="{colour}" '
                         f'stroke-width="{width}" stroke-linecap="round" stroke-linejoin="round"/>')
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


# ---- PNG ---------------------------------------------------------------------

def rgb(colour):
    """(r, g, b) in 0...1 of a #rrggbb colour."""
    return tuple(int(colour[i:i + 2], 16) / 255 for i in (1, 3, 5))


def rect_distance(px, py, x, y, w, h, r):
    """Signed distance from (px, py) to a rounded rectangle (negative inside)."""
    qx = abs(px - (x + w / 2)) - (w / 2 - r)
    qy = abs(py - (y + h / 2)) - (h / 2 - r)
    outside = math.hypot(max(qx, 0), max(qy, 0))
    return outside + min(max(qx, qy), 0) - r


def segment_distance(px, py, a, b):
    """Distance from (px, py) to the segment a–b."""
    (ax, ay), (bx, by) = a, b
    dx, dy = bx - ax, by - ay
    t = max(0, min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)))
    return math.hypot(px - ax - t * dx, py - ay - t * dy)


def distance_function(shape):
    """The shape's signed distance function, its bounding box and its colour."""
    kind = shape[0]
    if kind == "rect":
        _, x, y, w, h, r, colour = shape
        return (lambda px, py: rect_distance(px, py, x, y, w, h, r)), (x, y, x + w, y + h), colour
    if kind == "circle":
        _, cx, cy, r, colour = shape
        return (lambda px, py: math.hypot(px - cx, py - cy) - r), (cx - r, cy - r, cx + r, cy + r), colour
    _, points, width, colour = shape
    segments = list(zip(points, points[1:]))
    xs, ys = [p[0] for p in points], [p[1] for p in points]

    def distance(px, py):
        return min(segment_distance(px, py, a, b) for a, b in segments) - width / 2

    return distance, (min(xs) - width, min(ys) - width, max(xs) + width, max(ys) + width), colour


def png(pixels):
    """A square RGBA image of `pixels` on a side, as PNG bytes."""
    scale = pixels / SIZE
    image = [[(0.0, 0.0, 0.0, 0.0)] * pixels for _ in range(pixels)]
    for shape in shapes():
        distance, (x0, y0, x1, y1), colour = distance_function(shape)
        red, green, blue = rgb(colour)
        for row in range(max(0, int(y0 * scale) - 1), min(pixels, int(y1 * scale) + 2)):
            line = image[row]
            py = (row + 0.5) / scale
            for column in range(max(0, int(x0 * scale) - 1), min(pixels, int(x1 * scale) + 2)):
                coverage = min(1.0, max(0.0, 0.5 - distance((column + 0.5) / scale, py) * scale))
                if coverage == 0:
                    continue
                r, g, b, a = line[column]
                alpha = coverage + a * (1 - coverage)
                line[column] = (
                    (red * coverage + r * a * (1 - coverage)) / alpha,
                    (green * coverage + g * a * (1 - coverage)) / alpha,
                    (blue * coverage + b * a * (1 - coverage)) / alpha,
                    alpha)
    raw = bytearray()
    for line in image:
        raw.append(0)  # filter: none
        for r, g, b, a in line:
            raw.extend(round(v * 255) for v in (r, g, b, a))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", pixels, pixels, 8, 6, 0, 0, 0)  # 8-bit RGBA
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + chunk(b"IEND", b""))


def main():
    (PUBLIC / "icon.svg").write_text(svg())
    for pixels in (192, 512):
        (PUBLIC / f"icon-{pixels}.png").write_bytes(png(pixels))
    print(f"wrote icon.svg, icon-192.png and icon-512.png in {PUBLIC}")


if __name__ == "__main__":
    main()

// The look: the desktop's own style, palette (dark included) and font, with text a size larger
// than the desktop's by default, for a projector. The data colours (the blue-white-red map, the
// block colours, CPU orange, GPU green) stay the same in both palettes: they are drawn on their
// own backdrops.
#pragma once

#include <QColor>
#include <QFont>

class QApplication;
class QChart;

namespace convscope::gui {

namespace colours {
// Ink for text drawn on a fixed light fill (a white cell, a pale card): the same in both
// palettes, as the fill is.
inline const QColor kText(0x11, 0x18, 0x27);
inline const QColor kMuted(0x4B, 0x55, 0x63);
inline const QColor kCpu(0xC2, 0x41, 0x0C);      // the sliding window and everything CPU
inline const QColor kGpu(0x04, 0x78, 0x57);      // everything GPU
inline const QColor kPadding(0x15, 0x57, 0xA8);  // padding cells
inline const QColor kError(0xB0, 0x00, 0x20);

// Text on the window's own background, from the palette in use: dark on light, light on dark.
QColor text();
QColor muted();
// The accents for words on the window's background, each readable on the palette in use: the
// fixed colours above on a light palette, lighter ones on a dark palette.
QColor good();                         // "fits", a match: green
QColor bad();                          // an error, "does not fit": red
QColor warn();                         // a caution: brown / amber
QColor link();                         // links and the glossary's words: blue
QColor onWindow(const QColor& light);  // the CPU or GPU colour, as a word on the window
// The backdrop of a figure drawn on the window (a chart, a schematic): the palette's base, white
// on a light palette and near-black on a dark one, so the figure's words in text() read on it.
QColor figure();
}  // namespace colours

// A palette is dark when its window colour is darker than its text.
bool isDarkPalette();

// Which palette the window uses: the desktop's (its dark mode included), or one of ConvScope's
// own for a screenshot that must not depend on the desktop (`render --palette light|dark`).
enum class PaletteChoice { Desktop, Light, Dark };

// Keeps the desktop's style and font; sets the palette `choice` asks for, the base text size (a
// multiplier of the desktop's font) and the style sheet (drawn from the palette's colours).
void applyTheme(QApplication& app, PaletteChoice choice = PaletteChoice::Desktop);

// A Qt chart in the palette in use: its backdrop colours::figure(), its title, axes, labels,
// legend and grid in the palette's text colours (Qt Charts draws black on white otherwise, which
// on a dark window is a white slab). The series keep their own colours.
void applyChartTheme(QChart* chart);

// The desktop's font size in points, before ConvScope's factors.
double desktopPointSize();

// The factor on the desktop's font size that the window's text starts at: a projector's
// back row reads 10 pt text as small.
constexpr double kProjectorFactor = 1.3;

// The text size a person chose (Ctrl+= / Ctrl+− / Ctrl+0), a factor on every font: 1 is the
// base size, from kMinTextScale to kMaxTextScale.
constexpr double kMinTextScale = 0.75;
constexpr double kMaxTextScale = 2.5;
double textScale();
// Sets the factor and resizes the text of every widget that exists: the application font for
// those that inherit it, their own font scaled for those that set one (titles, numbers).
void setTextScale(QApplication& app, double scale);

// Monospace for numbers, so columns of values line up; `scale` relative to the base size (and
// to the chosen text size).
QFont monoFont(double scale = 1.0, bool bold = false);
QFont uiFont(double scale = 1.0, bool bold = false);

}  // namespace convscope::gui

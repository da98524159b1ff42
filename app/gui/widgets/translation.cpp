#include "gui/widgets/translation.h"

#include "text/language.h"

#include <QCoreApplication>
#include <QFont>
#include <QFontMetrics>
#include <algorithm>
#include <cmath>

namespace convscope::gui {

namespace {

// core knows no Qt, so the texts of its presets that the window shows are plain strings; they
// are listed here for lupdate. kernel_editor.cpp translates them at run time with this context
// (the text itself stays when there is no translation). cuda's reasons are worded by
// app/common/cuda_reason.h instead, by error code.
[[maybe_unused]] constexpr const char* kModuleTexts[] = {
    QT_TRANSLATE_NOOP("KernelPreset", "copies the input: the centre weight is 1"),
    QT_TRANSLATE_NOOP("KernelPreset", "averages the 3×3 neighbourhood"),
    QT_TRANSLATE_NOOP("KernelPreset", "a softer blur: the centre counts most"),
    QT_TRANSLATE_NOOP("KernelPreset", "boosts the centre against its neighbours"),
    QT_TRANSLATE_NOOP("KernelPreset", "edges in every direction (signed)"),
    QT_TRANSLATE_NOOP("KernelPreset", "strong edges, flat areas go black"),
    QT_TRANSLATE_NOOP("KernelPreset", "horizontal change: vertical edges (signed)"),
    QT_TRANSLATE_NOOP("KernelPreset", "vertical change: horizontal edges (signed)"),
    QT_TRANSLATE_NOOP("KernelPreset", "a relief lit from the top left"),
};
// The presets' names as the window shows them; English keeps the command line's names.
[[maybe_unused]] constexpr const char* kPresetNames[][2] = {
    QT_TRANSLATE_NOOP3("KernelPreset", "identity", "preset name"),
    QT_TRANSLATE_NOOP3("KernelPreset", "box-blur", "preset name"),
    QT_TRANSLATE_NOOP3("KernelPreset", "gaussian-blur", "preset name"),
    QT_TRANSLATE_NOOP3("KernelPreset", "sharpen", "preset name"),
    QT_TRANSLATE_NOOP3("KernelPreset", "laplacian", "preset name"),
    QT_TRANSLATE_NOOP3("KernelPreset", "outline", "preset name"),
    QT_TRANSLATE_NOOP3("KernelPreset", "sobel-x", "preset name"),
    QT_TRANSLATE_NOOP3("KernelPreset", "sobel-y", "preset name"),
    QT_TRANSLATE_NOOP3("KernelPreset", "emboss", "preset name"),
};

}  // namespace

Choice splitChoice(const QString& text) {
  qsizetype at = text.indexOf(QStringLiteral(" ("));
  if (at < 0) at = text.indexOf(QChar(0xFF08));  // "（"
  if (at <= 0) return {text, QString()};
  return {text.left(at).trimmed(), text};
}

QString presetDisplayName(const QString& name) {
  return QCoreApplication::translate("KernelPreset", name.toUtf8().constData(), "preset name");
}

int lineSpacingForAnyScript(const QFont& font) {
  // A line mixing families is as tall as the highest ascent plus the deepest descent among them.
  const QFontMetricsF primary(font);
  qreal ascent = primary.ascent(), descent = primary.descent(), leading = primary.leading();
  for (const QString& family : font.families()) {
    QFont single(font);
    single.setFamilies({family});
    const QFontMetricsF m(single);
    ascent = std::max(ascent, m.ascent());
    descent = std::max(descent, m.descent());
    leading = std::max(leading, m.leading());
  }
  return static_cast<int>(std::ceil(ascent + descent + std::max<qreal>(leading, 0)));
}

}  // namespace convscope::gui

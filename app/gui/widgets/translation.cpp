#include "gui/widgets/translation.h"

#include "common/language.h"

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

}  // namespace

// The language choice is the command line's too: app/common/language.h decides it.
QStringList availableLanguages() {
  return app::availableLanguages();
}

LanguageRequest languageFromArguments(int argc, char** argv) {
  const app::LanguageRequest r = app::languageFromArguments(argc, argv);
  return {r.given, r.language, r.error};
}

bool onlyLanguageArguments(int argc, char** argv) {
  return app::onlyLanguageArguments(argc, argv);
}

QString languageForUiLanguages(const QStringList& uiLanguages) {
  return app::languageForUiLanguages(uiLanguages);
}

QString installTranslations(QCoreApplication& application, const QString& language) {
  return app::installTranslations(application, language);
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

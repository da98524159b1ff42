// The small widgets on their own. The steady label keeps its height while its text changes (the
// step line, the CPU times): at least its sample's height, never less than the tallest text it
// has shown at a width, and measured anew when its font or sample changes; its hints are cached,
// so these check that the cache answers what a fresh layout would. The timeline's legend names a
// step seen from both lanes once.
#include <QApplication>
#include <QTest>
#include <QTextDocument>
#include <cmath>

#include "gui/widgets/steady_label.h"
#include "gui/widgets/timeline_strip.h"
#include "gui_test.h"

using namespace convscope::gui;

namespace {

// The height `html` needs at `width` in `font`, laid out from scratch.
int laidOutHeight(const QString& html, const QFont& font, int width) {
  QTextDocument document;
  document.setDefaultFont(font);
  document.setDocumentMargin(0);
  document.setHtml(html);
  document.setTextWidth(width);
  return static_cast<int>(std::ceil(document.size().height()));
}

const QString kShort = QStringLiteral("step 3");
const QString kLong = QStringLiteral(
    "step 3 of 262,144 at (1, 2): nine products and their sum, written out one by one");

}  // namespace

class WidgetsTest : public QObject {
  Q_OBJECT

 private slots:
  void steadyLabelReservesItsSample() {
    SteadyLabel label;
    label.setSample(kLong);
    label.setText(kShort);
    for (const int width : {120, 200, 400}) {
      const int sample = laidOutHeight(kLong, label.font(), width);
      QVERIFY2(label.heightForWidth(width) >= sample,
               qPrintable(QStringLiteral("%1 px wide: %2 < %3")
                              .arg(width)
                              .arg(label.heightForWidth(width))
                              .arg(sample)));
    }
    // Narrower is never shorter: the sample wraps onto more lines.
    QVERIFY(label.heightForWidth(120) > label.heightForWidth(400));
  }

  void steadyLabelNeverShrinksForAShorterText() {
    SteadyLabel label;
    label.setSample(kShort);
    label.setText(kShort);
    const int shortHeight = label.heightForWidth(150);
    // A longer text than the sample: the label grows to show it whole ...
    label.setText(kLong);
    const int longHeight = label.heightForWidth(150);
    QVERIFY(longHeight > shortHeight);
    QVERIFY(longHeight >= laidOutHeight(kLong, label.font(), 150));
    // ... and keeps that height when the text is short again: no row jumps back.
    label.setText(kShort);
    QCOMPARE(label.heightForWidth(150), longHeight);
    // Asked again at another width and back: the answers hold.
    label.heightForWidth(600);
    QCOMPARE(label.heightForWidth(150), longHeight);
  }

  void steadyLabelMeasuresAnewForANewFontOrSample() {
    SteadyLabel label;
    label.setSample(kLong);
    label.setText(kShort);
    const int before = label.heightForWidth(300);
    const QSize hintBefore = label.sizeHint();

    QFont larger = label.font();
    larger.setPointSizeF(larger.pointSizeF() * 2);
    label.setFont(larger);
    const int after = label.heightForWidth(300);
    QVERIFY2(after > before, qPrintable(QStringLiteral("%1 ≤ %2").arg(after).arg(before)));
    QVERIFY(after >= laidOutHeight(kLong, larger, 300));
    QVERIFY(label.sizeHint().height() > hintBefore.height());

    // A shorter sample at the larger font: the reserve follows it down.
    label.setSample(kShort);
    QVERIFY(label.heightForWidth(300) < after);
  }

  void steadyLabelHintsFollowTheText() {
    SteadyLabel label;
    label.setSample(kShort);
    label.setText(kShort);
    const QSize shortHint = label.sizeHint();
    label.setText(kLong);
    // A new text is a new hint (QLabel's width for it), whose height is the label's own.
    QVERIFY(label.sizeHint() != shortHint);
    QCOMPARE(label.sizeHint().height(), label.heightForWidth(label.sizeHint().width()));
    QVERIFY(label.minimumSizeHint().isValid());
  }

  // One step seen from both lanes is one legend entry (the Speed tab's legend had two identical
  // blues, "upload" and "copy to VRAM", and two identical pinks).
  void timelineLegendNamesAStepSeenFromBothLanesOnce() {
    TimelineStrip strip;
    strip.resize(900, strip.heightForWidth(900));
    const QColor up = timelinePhaseColor(QStringLiteral("upload"));
    const QColor down = timelinePhaseColor(QStringLiteral("download"));
    strip.setPhases({{0, QStringLiteral("upload"), 0, 1, up, false},
                     {1, QStringLiteral("copy to VRAM"), 0, 1, up, false},
                     {0, QStringLiteral("download"), 1, 1, down, false},
                     {1, QStringLiteral("copy from VRAM"), 1, 1, down, false}},
                    QStringLiteral("caption"));
    QCOMPARE(strip.legendTexts(), QStringList({QStringLiteral("upload = copy to VRAM"),
                                               QStringLiteral("download = copy from VRAM")}));
  }
};

CONVSCOPE_GUI_TEST_MAIN(WidgetsTest)

#include "test_widgets.moc"

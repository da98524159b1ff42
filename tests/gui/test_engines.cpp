// The window's timing panel lists what the engine table holds: with one more engine registered
// (test_copy_engine.h, never in app/), the model times it after each change beside the built-in
// ones and the panel shows its line, in the table's order.
#include <QApplication>
#include <QProgressBar>
#include <QTest>

#include "common/engine_table.h"
#include "convscope/kernel.h"
#include "gui/panels/cpu_timing_panel.h"
#include "model/workbench_model.h"
#include "test_copy_engine.h"

using namespace convscope;
using namespace convscope::gui;
using namespace convscope::model;

namespace {

// How long the model may take to time every engine on a slow, busy machine.
constexpr int kSettleMs = 60000;

}  // namespace

class EnginesTest : public QObject {
  Q_OBJECT

 private slots:
  void theTimingPanelShowsEveryEngineTheTableMarks() {
    const app::Engine test = app::engineByName(QString::fromLatin1(testing::kTestEngine));
    QVERIFY(test);
    QVERIFY(app::workbenchEngines().contains(test));
    // The baseline first (its output is the picture), the slow reference loop last.
    QCOMPARE(app::workbenchEngines().first(), app::baselineEngine());
    QCOMPARE(app::workbenchEngines().last(), app::referenceEngine());

    WorkbenchModel model;
    CpuTimingPanel panel;
    panel.bind(model);
    WorkbenchChoice s = model.choice();
    s.input.source = QStringLiteral("gradient:64");
    s.input.side = 0;
    model.apply(s);
    QTRY_VERIFY_WITH_TIMEOUT(model.cpuMilliseconds(test) >= 0 && !model.cpuMeasuring(), kSettleMs);
    for (app::Engine engine : app::workbenchEngines())
      QVERIFY2(model.cpuMilliseconds(engine) >= 0, engine->name);

    const QString text = panel.text();
    const QString line = QStringLiteral("%1 (1 thread)").arg(testing::kTestEngineLabel);
    QVERIFY2(text.contains(line), qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("not measured yet")), qPrintable(text));
    // Measured: the progress bar has gone, also when the runs were too quick to report progress.
    auto* progress = panel.findChild<QProgressBar*>();
    QVERIFY(progress);
    QTRY_VERIFY(progress->isHidden());
    // One line per engine, in the table's order: the registered one after the built-in ones.
    const qsizetype reference = text.indexOf(app::engineLabel(app::referenceEngine()));
    const qsizetype parallel = text.indexOf(app::engineLabel(app::baselineEngine()));
    QVERIFY(reference >= 0 && parallel > reference && text.indexOf(line) > parallel);

    // A new problem clears every engine's time, the registered one too.
    model.setKernel(*presetKernel("box-blur"), model.params());
    QCOMPARE(model.cpuMilliseconds(test), -1.0);
    QVERIFY2(panel.text().contains(QStringLiteral("not measured yet")), qPrintable(panel.text()));
    QVERIFY(!progress->isHidden());
    QTRY_VERIFY_WITH_TIMEOUT(model.cpuMilliseconds(test) >= 0 && !model.cpuMeasuring(), kSettleMs);
    QTRY_VERIFY(progress->isHidden());
  }
};

int main(int argc, char** argv) {
  // Before anything reads the table, as a program's main would.
  if (!convscope::testing::registerTestCopyEngine()) return 1;
  QApplication app(argc, argv);
  EnginesTest test;
  return QTest::qExec(&test, argc, argv);
}

#include "test_engines.moc"

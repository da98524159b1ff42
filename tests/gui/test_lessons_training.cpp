// Chapters 16 to 19, on training: each opens, its demo shows figures measured here with the train
// room (or, without Fashion-MNIST, says how to install it), chapter 19 puts a learned filter on
// the workbench, and the chapters' texts name the sources of the figures they print.
#include <QRegularExpression>
#include <QTest>

#include "convscope/published_measurements.h"
#include "convscope/train/dataset.h"
#include "gui/gl/gl_check.h"
#include "gui/lessons/lesson_mode.h"
#include "gui/lessons/training_demos/demo_train_batch.h"
#include "gui/lessons/training_demos/demo_train_feed.h"
#include "gui/lessons/training_demos/demo_train_learned.h"
#include "gui/lessons/training_demos/demo_train_step.h"
#include "gui/main_window.h"
#include "gui/widgets/translation.h"
#include "gui_test.h"
#include "lesson_text/chapters.h"
#include "model/workbench_model.h"

using namespace convscope;
using namespace convscope::gui;
using namespace convscope::lessons;

namespace {

// The figures measured here, or the missing data set's words with the package to install.
bool measuredOrMissing(const QString& text, const char* measuredWord) {
  return text.contains(QString::fromUtf8(measuredWord)) ||
         text.contains(QString::fromLatin1(train::kDatasetPackage));
}

}  // namespace

class LessonsTrainingTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    if (const QString why = probeOpenGl(); !why.isEmpty()) QFAIL(qPrintable(why));
    installTranslations(*qApp, qEnvironmentVariable("CONVSCOPE_TEST_LANGUAGE"));
  }

  void theTextsNameTheirSources() {
    const Chapter* sixteen = chapter(16);
    QVERIFY(sixteen);
    for (const char* body : {sixteen->body.en, sixteen->body.zh}) {
      const QString b = QString::fromUtf8(body);
      // cnn-benchmarks' final revision (../shared/data/cnn_benchmarks.csv): VGG-16, batch 16,
      // forward + backward.
      for (const char* figure : {"cnn-benchmarks", "2017-09-25", "VGG-16", "8495.48", "128.14",
                                 "522.82", "cuDNN 5.1.10", "E5-2630 v3"})
        QVERIFY2(b.contains(QLatin1String(figure)), figure);
      // Every "R× = a / b ms" has its published pair beside it: both times from the shipped
      // table (core's one reader), and R the ratio they give, as `network vgg16` prints it.
      static const QRegularExpression pair(
          QStringLiteral("([0-9.]+)×(?:</b>)? = ([0-9.]+) / ([0-9.]+) ms"));
      int pairs = 0;
      for (auto it = pair.globalMatch(b); it.hasNext(); ++pairs) {
        const QRegularExpressionMatch m = it.next();
        const double a = m.captured(2).toDouble(), d = m.captured(3).toDouble();
        QVERIFY2(convscope::isPublishedFigure(a) && convscope::isPublishedFigure(d),
                 qPrintable(m.captured(0)));
        QCOMPARE(m.captured(1), QString::number(a / d, 'f', 1));
      }
      QCOMPARE(pairs, 4);
      QVERIFY(!b.contains(QLatin1String("66.56")) && !b.contains(QLatin1String("143.81")));
    }
    for (int n = 16; n <= 19; ++n) {
      const Chapter* c = chapter(n);
      QVERIFY(c);
      QVERIFY(c->demo != Demo::None);
    }
  }

  void eachChapterShowsWhatItMeasured() {
    MainWindow window;
    CONVSCOPE_SHOW_SETTLED(window);
    LessonMode* lessons = window.lessonMode();
    lessons->enter(16);
    auto settle = [&](int number) {
      lessons->showChapter(number);
      QTRY_VERIFY_WITH_TIMEOUT(lessons->isSettled(), 2 * testing::kSettleMs);
    };

    settle(16);
    auto* step = qobject_cast<TrainStepDemo*>(lessons->demo());
    QVERIFY(step);
    const QString verdict = step->verdictText();
    QVERIFY2(measuredOrMissing(verdict, "÷") || measuredOrMissing(verdict, "÷"),
             qPrintable(verdict));
    const bool measured = !verdict.contains(QString::fromLatin1(train::kDatasetPackage));
    if (measured) {
      QVERIFY2(step->sourceText().contains(sourceName(Source::MeasuredHere)),
               qPrintable(step->sourceText()));
      QVERIFY2(verdict.contains(QStringLiteral("ms")), qPrintable(verdict));
    }

    settle(17);
    auto* feed = qobject_cast<TrainFeedDemo*>(lessons->demo());
    QVERIFY(feed);
    QVERIFY2(measuredOrMissing(feed->wordsText(), "KiB"), qPrintable(feed->wordsText()));

    settle(18);
    auto* batch = qobject_cast<TrainBatchDemo*>(lessons->demo());
    QVERIFY(batch);
    // The activations are counted by the train room whatever happens: 51.3 KiB an image.
    QVERIFY2(batch->wordsText().contains(QStringLiteral("51.3")), qPrintable(batch->wordsText()));
    if (measured)
      QVERIFY2(batch->sourceText().contains(sourceName(Source::MeasuredHere)),
               qPrintable(batch->sourceText()));

    settle(19);
    auto* learned = qobject_cast<TrainLearnedDemo*>(lessons->demo());
    QVERIFY(learned);
    QVERIFY2(measuredOrMissing(learned->wordsText(), "sobel"), qPrintable(learned->wordsText()));
    if (measured) {
      // The workbench slides the learned filter over a 28 × 28 test image.
      QVERIFY(learned->applied());
      QTRY_VERIFY_WITH_TIMEOUT(lessons->isSettled(), testing::kSettleMs);
      QCOMPARE(window.model()->kernel().name, std::string("custom"));
      QVERIFY(window.model()->input());
      QCOMPARE(window.model()->input()->width, 28);
      QVERIFY2(learned->wordsText().contains(QString::fromUtf8(
                   currentLanguage() == Language::ZhCN ? "在本机学得" : "learned here")),
               qPrintable(learned->wordsText()));
    }
  }

  void aMissingDataSetSaysHowToInstallIt() {
    qputenv("CONVSCOPE_FASHION_MNIST", QByteArrayLiteral("/nonexistent/fashion-mnist"));
    MainWindow window;
    CONVSCOPE_SHOW_SETTLED(window);
    LessonMode* lessons = window.lessonMode();
    lessons->enter(16);
    QTRY_VERIFY_WITH_TIMEOUT(lessons->isSettled(), testing::kSettleMs);
    auto* step = qobject_cast<TrainStepDemo*>(lessons->demo());
    QVERIFY(step);
    QVERIFY2(step->verdictText().contains(QStringLiteral("sudo apt install dataset-fashion-mnist")),
             qPrintable(step->verdictText()));
    lessons->showChapter(19);
    QTRY_VERIFY_WITH_TIMEOUT(lessons->isSettled(), testing::kSettleMs);
    auto* learned = qobject_cast<TrainLearnedDemo*>(lessons->demo());
    QVERIFY(learned);
    QVERIFY(!learned->applied());
    QVERIFY2(learned->wordsText().contains(QStringLiteral("dataset-fashion-mnist")),
             qPrintable(learned->wordsText()));
    qunsetenv("CONVSCOPE_FASHION_MNIST");
  }
};

QTEST_MAIN(LessonsTrainingTest)
#include "test_lessons_training.moc"

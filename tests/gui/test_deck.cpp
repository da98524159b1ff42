// The lessons as a PDF deck for a teacher: `render --deck` as a user starts it, read back as a
// reader reads it (pdfinfo: a page a chapter; pdftotext: every chapter's title on its page, and
// with --reveal its answer), its refusals, and File → Save lessons as PDF in a window that shows
// afterwards what it showed before.
#include <QAction>
#include <QApplication>
#include <QFile>
#include <QFileDialog>
#include <QLineEdit>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocumentFragment>
#include <QTimer>

#include "gui/lesson_deck.h"
#include "gui/lessons/lesson_mode.h"
#include "gui/main_window.h"
#include "gui/window_menus.h"
#include "lesson_text/chapters.h"
#include "model/workbench_model.h"
#include "test_paths.h"

using namespace convscope;

namespace {

constexpr int kDeckMs = 240000;  // 22 chapters take seconds; a busy machine many more
constexpr int kToolMs = 60000;

struct Ran {
  int code = -1;
  QString out;
  QString err;
};

Ran run(const QString& program, const QStringList& args, int timeoutMs) {
  QProcess p;
  p.start(program, args);
  Ran ran;
  if (!p.waitForFinished(timeoutMs)) {
    p.kill();
    p.waitForFinished();
    ran.err = QStringLiteral("timed out: ") + program + QLatin1Char(' ') + args.join(' ');
    return ran;
  }
  ran.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
  ran.out = QString::fromUtf8(p.readAllStandardOutput());
  ran.err = QString::fromUtf8(p.readAllStandardError());
  return ran;
}

// What the poppler tools are missing, for QSKIP; empty when both are there.
QString missingPdfTools() {
  QStringList missing;
  for (const char* tool : {"pdfinfo", "pdftotext"})
    if (QStandardPaths::findExecutable(QString::fromLatin1(tool)).isEmpty())
      missing << QString::fromLatin1(tool);
  return missing.isEmpty()
             ? QString()
             : missing.join(QStringLiteral(" and ")) + QStringLiteral(
                                                           " not installed (package poppler-utils; "
                                                           "scripts/deps.sh installs it)");
}

int pdfPages(const QString& pdf) {
  const Ran info = run(QStringLiteral("pdfinfo"), {pdf}, kToolMs);
  for (const QString& line : info.out.split(QLatin1Char('\n')))
    if (line.startsWith(QLatin1String("Pages:"))) return line.mid(6).trimmed().toInt();
  return -1;
}

// Text compared as a reader's search compares it: compatibility forms folded (the "ﬁ"
// ligature, a Kangxi radical for its ideograph), and no white space, since a line may wrap
// anywhere in a title or an answer.
QString folded(const QString& text) {
  QString plain =
      Qt::mightBeRichText(text) ? QTextDocumentFragment::fromHtml(text).toPlainText() : text;
  plain = plain.normalized(QString::NormalizationForm_KC);
  plain.remove(QRegularExpression(QStringLiteral("\\s+")));
  return plain;
}

// What pdftotext reads, page after page: a form feed ends each page.
QString pdfText(const QString& pdf) {
  return run(QStringLiteral("pdftotext"),
             {QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-")}, kToolMs)
      .out;
}

QStringList foldedPages(const QString& text) {
  QStringList pages = text.split(QLatin1Char('\f'));
  if (!pages.isEmpty() && pages.last().trimmed().isEmpty()) pages.removeLast();
  for (QString& page : pages) page = folded(page);
  return pages;
}

}  // namespace

class DeckTest : public QObject {
  Q_OBJECT

 private slots:
  // Every chapter a page, in both languages: its title on its page, its answer there only when
  // revealed.
  void theDeckHasEveryChapter_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("reveal");
    QTest::newRow("en") << QStringLiteral("en") << false;
    QTest::newRow("zh_CN, revealed") << QStringLiteral("zh_CN") << true;
  }

  void theDeckHasEveryChapter() {
    if (qEnvironmentVariableIsEmpty("DISPLAY")) QSKIP("no X display (run under xvfb-run)");
    if (const QString missing = missingPdfTools(); !missing.isEmpty()) QSKIP(qPrintable(missing));
    QFETCH(QString, language);
    QFETCH(bool, reveal);
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("lessons.pdf"));
    QStringList args = {QStringLiteral("render"), QStringLiteral("--deck"), pdf,
                        QStringLiteral("--lang"), language};
    if (reveal) args << QStringLiteral("--reveal");
    const Ran made = run(QStringLiteral(CONVSCOPE_BINARY), args, kDeckMs);
    QVERIFY2(made.code == 0, qPrintable(made.err));
    QVERIFY2(made.out.contains(QStringLiteral("lessons.pdf")), qPrintable(made.out));

    const auto& chapters = lessons::chapters();
    QCOMPARE(pdfPages(pdf), static_cast<int>(chapters.size()));
    const QString text = pdfText(pdf);
    // Chinese copies and searches as the ideographs themselves, never as the radicals that share
    // their glyphs in the CJK font (⼀ for 一, ⻓ for 长).
    for (const QChar c : text)
      QVERIFY2(c.unicode() < 0x2E80 || c.unicode() > 0x2FDF,
               qPrintable(QStringLiteral("U+%1 in the text").arg(c.unicode(), 4, 16)));
    const QStringList pages = foldedPages(text);
    QCOMPARE(pages.size(), static_cast<int>(chapters.size()));
    const lessons::Language lang =
        language == QLatin1String("en") ? lessons::Language::En : lessons::Language::ZhCN;
    for (const lessons::Chapter& c : chapters) {
      const QString& page = pages.at(c.number - 1);
      const QString title = folded(c.title.in(lang));
      QVERIFY2(
          page.contains(title),
          qPrintable(QStringLiteral("chapter %1: '%2' not on its page").arg(c.number).arg(title)));
      QVERIFY2(page.contains(folded(c.question.in(lang))),
               qPrintable(QStringLiteral("chapter %1's question not on its page").arg(c.number)));
      const QString answer = folded(c.answer.in(lang));
      QVERIFY2(page.contains(answer) == reveal,
               qPrintable(QStringLiteral("chapter %1's answer %2 its page")
                              .arg(c.number)
                              .arg(reveal ? QStringLiteral("not on") : QStringLiteral("on"))));
    }
  }

  // Chapters outside 1..N and options a deck cannot use: each a usage error that names it, and
  // no file.
  void badDeckRequestsAreRefused_data() {
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QStringList>("said");
    const QString range = QStringLiteral("--lessons");
    QTest::newRow("range past the last chapter")
        << QStringList{range, QStringLiteral("3..99")}
        << QStringList{range, QStringLiteral("1..%1").arg(lessons::chapters().size())};
    QTest::newRow("range from 0") << QStringList{range, QStringLiteral("0")}
                                  << QStringList{range, QStringLiteral("'0'")};
    QTest::newRow("backwards") << QStringList{range, QStringLiteral("5..2")}
                               << QStringList{range, QStringLiteral("'5..2'")};
    for (const char* option : {"--steps=1..3", "--tab=speed", "--out=x.png", "--image=camera"}) {
      const QString o = QString::fromLatin1(option);
      QTest::newRow(option) << QStringList{o}
                            << QStringList{o.section(QLatin1Char('='), 0, 0),
                                           QStringLiteral("--deck")};
    }
  }

  void badDeckRequestsAreRefused() {
    QFETCH(QStringList, options);
    QFETCH(QStringList, said);
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("lessons.pdf"));
    const Ran ran = run(
        QStringLiteral(CONVSCOPE_BINARY),
        QStringList{QStringLiteral("render"), QStringLiteral("--deck"), pdf} + options, kToolMs);
    QCOMPARE(ran.code, 2);  // a usage error, as every subcommand's
    for (const QString& words : said) QVERIFY2(ran.err.contains(words), qPrintable(ran.err));
    QVERIFY(!QFile::exists(pdf));
  }

  // A folder that is not there, and a name that is not a PDF: said before any chapter is drawn.
  void anUnwritablePlaceIsSaidAtOnce() {
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("no-such-folder/lessons.pdf"));
    const Ran ran = run(QStringLiteral(CONVSCOPE_BINARY),
                        {QStringLiteral("render"), QStringLiteral("--deck"), pdf}, kToolMs);
    QCOMPARE(ran.code, 1);
    QVERIFY2(ran.err.contains(QStringLiteral("no-such-folder")), qPrintable(ran.err));
    const Ran notPdf = run(QStringLiteral(CONVSCOPE_BINARY),
                           {QStringLiteral("render"), QStringLiteral("--deck"),
                            dir.filePath(QStringLiteral("lessons.png"))},
                           kToolMs);
    QCOMPARE(notPdf.code, 2);
    QVERIFY2(notPdf.err.contains(QStringLiteral(".pdf")), qPrintable(notPdf.err));
  }

  // File → Save lessons as PDF: the same deck from the window, which then shows the workbench
  // as it was (its image, its page) and remembers no chapter it passed through.
  void theWindowSavesTheLessonsAndComesBack() {
    if (qEnvironmentVariableIsEmpty("DISPLAY")) QSKIP("no X display (run under xvfb-run)");
    gui::MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    model::WorkbenchChoice s = window.model()->choice();
    s.input.source = QStringLiteral("gradient:48");
    s.input.side = 0;
    window.model()->apply(s);
    QTRY_VERIFY_WITH_TIMEOUT(
        window.isSettled() && window.model()->input() && window.model()->input()->width == 48,
        60000);
    window.showSpeedTab(true);
    QVERIFY(window.findChild<QAction*>(QStringLiteral("saveLessonsAction")));
    QVERIFY(window.findChild<QAction*>(QStringLiteral("saveLessonsWithAnswersAction")));

    QTemporaryDir dir;
    gui::DeckRequest request;
    request.out = dir.filePath(QStringLiteral("two.pdf"));
    request.first = 2;
    request.last = 3;
    request.reveal = true;
    QSignalSpy shown(window.lessonMode(), &lessons::LessonMode::chapterShown);
    QList<std::pair<int, int>> progress;
    const auto wrote = window.menus()->saveLessons(request, [&progress](int done, int total) {
      if (total > 0) progress << std::pair{done, total};
      return true;
    });
    QVERIFY2(wrote, wrote ? "" : wrote.status().message.c_str());
    QVERIFY(QFile::exists(request.out));
    QCOMPARE(progress.last(), (std::pair{2, 2}));
    QCOMPARE(shown.count(), 0);  // the session remembers no chapter the deck passed through
    QVERIFY(!window.lessonMode()->isActive());
    QCOMPARE(window.pageShown(), 1);  // the Speed tab, as before
    QTRY_VERIFY_WITH_TIMEOUT(window.isSettled(), 60000);
    QCOMPARE(window.model()->choice().input.source, QStringLiteral("gradient:48"));
    if (missingPdfTools().isEmpty()) QCOMPARE(pdfPages(request.out), 2);

    // A folder where the file should go: said, nothing written, the window as it was.
    request.out = dir.path();
    const auto refused = window.menus()->saveLessons(request);
    QVERIFY(!refused);
    QVERIFY(!window.lessonMode()->isActive());
    // Cancelled after the first page: nothing written.
    request.out = dir.filePath(QStringLiteral("cancelled.pdf"));
    const auto cancelled = window.menus()->saveLessons(
        request, [](int done, int total) { return total == 0 || done < 1; });
    QVERIFY(!cancelled);
    QCOMPARE(cancelled.status().code, StatusCode::Cancelled);
    QVERIFY(!QFile::exists(request.out));

    // In the lessons, at chapter 5: back at chapter 5 afterwards.
    window.lessonMode()->enter(5);
    QTRY_VERIFY_WITH_TIMEOUT(window.lessonMode()->isSettled(), 60000);
    request.first = request.last = 1;
    request.out = dir.filePath(QStringLiteral("one.pdf"));
    QVERIFY(window.menus()->saveLessons(request));
    QVERIFY(window.lessonMode()->isActive());
    QCOMPARE(window.lessonMode()->chapterNumber(), 5);
    window.lessonMode()->leave();
    window.showSpeedTab(true);

    // As a teacher does it: File → Save lessons as PDF…, a name typed without ".pdf".
    const QString typed = dir.filePath(QStringLiteral("for-class"));
    bool dialogSeen = false;
    QTimer::singleShot(200, &window, [&] {
      auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
      if (!dialog) return;
      dialogSeen = true;
      // Qt's own dialog (no desktop's under Xvfb): the name typed into its field.
      if (auto* name = dialog->findChild<QLineEdit*>(QStringLiteral("fileNameEdit")))
        name->setText(typed);
      else
        dialog->selectFile(typed);
      QMetaObject::invokeMethod(dialog, "accept");
    });
    window.findChild<QAction*>(QStringLiteral("saveLessonsAction"))->trigger();
    QVERIFY(dialogSeen);
    QVERIFY2(QFile::exists(typed + QStringLiteral(".pdf")),
             qPrintable(window.statusBar()->currentMessage()));
    if (missingPdfTools().isEmpty())
      QCOMPARE(pdfPages(typed + QStringLiteral(".pdf")),
               static_cast<int>(lessons::chapters().size()));
    QVERIFY(!window.lessonMode()->isActive());
    QCOMPARE(window.pageShown(), 1);
  }
};

QTEST_MAIN(DeckTest)
#include "test_deck.moc"

#include "gui/render_deck.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <optional>

#include "common/cli_support.h"
#include "common/output_file.h"
#include "common/progress_line.h"
#include "gui/gl/gl_check.h"
#include "gui/lesson_deck.h"
#include "gui/main_window.h"
#include "lesson_text/chapters.h"

namespace convscope::gui {

namespace {

class DeckCommandText {
  Q_DECLARE_TR_FUNCTIONS(RenderDeck)
};

// The window a deck's chapters are shown in unless --size says otherwise: every chapter's
// panels whole (1280 × 720 scrolls some), its words larger on the page than at 1920 × 1080.
const QSize kDeckWindow(1600, 900);

// What a deck uses; every other option of `render` sets a state the chapters set themselves.
const QStringList& deckOptions() {
  static const QStringList names = {QStringLiteral("deck"),   QStringLiteral("lessons"),
                                    QStringLiteral("reveal"), QStringLiteral("size"),
                                    QStringLiteral("scale"),  QStringLiteral("lang"),
                                    QStringLiteral("palette")};
  return names;
}

}  // namespace

QString renderDeckUsage() {
  return DeckCommandText::tr(
      "       convscope render --deck FILE.pdf [--lessons A..B] [--reveal] "
      "[--size WxH]\n"
      "         [--lang en|zh_CN] [--palette light|dark|desktop]\n");
}

QString renderDeckHelp() {
  return DeckCommandText::tr(
      "  --deck FILE.pdf       the lessons as slides: every chapter as one PDF page, its\n"
      "                        title, text and question as text, the views or the demo\n"
      "                        beside them as a picture at the page's resolution.\n"
      "                        --size sets the window the chapters are shown in and so\n"
      "                        the pages' shape (default 1600x900); --reveal puts each\n"
      "                        answer under its question. One process shows every\n"
      "                        chapter, so the figures measured here (decode and convert\n"
      "                        times, the CPU's ceilings, the sweep, the training steps)\n"
      "                        come from one set of measurements and agree on every page\n"
      "                        that quotes them\n"
      "  --lessons A..B        with --deck: chapters A to B only (or N: one chapter)\n");
}

QString deckOptionProblem(const QCommandLineParser& parser) {
  if (!parser.isSet(QStringLiteral("deck")))
    return DeckCommandText::tr(
        "--lessons A..B is for --deck FILE.pdf (one chapter as a PNG: "
        "--lesson N)");
  for (const QString& name : parser.optionNames())
    if (!deckOptions().contains(name))
      return DeckCommandText::tr(
                 "--%1 does not go with --deck: each chapter sets its own image, "
                 "views and step; a deck takes --lessons, --reveal, --size, "
                 "--scale, --lang and --palette")
          .arg(name.left(40));
  return {};
}

int renderDeck(const QCommandLineParser& parser, const QSize& size, const QString& noDisplay,
               const QString& usage) {
  const QString command = QStringLiteral("render");
  DeckRequest request;
  request.out = parser.value(QStringLiteral("deck"));
  if (!request.out.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
    return cli::usageError(
        command, DeckCommandText::tr("--deck must name a .pdf file, got '%1'").arg(request.out),
        usage);
  const int count = static_cast<int>(lessons::chapters().size());
  request.first = 1;
  request.last = count;
  if (parser.isSet(QStringLiteral("lessons"))) {
    const auto range = parseChapterRange(parser.value(QStringLiteral("lessons")), count);
    if (!range) return cli::usageError(command, cli::fromStd(range.status().message), usage);
    request.first = range->first;
    request.last = range->second;
  }
  request.reveal = parser.isSet(QStringLiteral("reveal"));
  request.windowSize = parser.isSet(QStringLiteral("size")) ? size : kDeckWindow;
  request.restoreWindow = false;
  // A FIFO, a device node, a missing folder or a read-only target is said before any chapter.
  if (const Status target = app::checkOutputFile(request.out); !target)
    return cli::failure(command, target);
  if (!noDisplay.isEmpty()) return cli::failure(command, noDisplay);
  if (const QString why = probeOpenGl(); !why.isEmpty()) return cli::failure(command, why);

  MainWindow window;
  window.resize(request.windowSize);
  window.show();
  // A deck of every chapter takes a while: a terminal sees how far it got, as an animation's.
  std::optional<cli::ProgressLine> line(std::in_place);
  const auto wrote = writeLessonDeck(window, request, [&line](int done, int total) {
    if (total > 0) line->show(DeckCommandText::tr("chapter %1 of %2").arg(done).arg(total));
    return true;
  });
  line.reset();
  if (!wrote) {
    // A chapter that needs a larger window is a --size to change, as for one figure.
    if (wrote.status().code == StatusCode::InvalidArgument)
      return cli::usageError(command, cli::fromStd(wrote.status().message), usage);
    return cli::failure(command, wrote.status());
  }
  cli::printOut(*wrote + QLatin1Char('\n'));
  return cli::finishOutput(command, 0);
}

}  // namespace convscope::gui

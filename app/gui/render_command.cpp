#include "gui/render_command.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLayout>
#include <QPainter>
#include <QPixmap>
#include <QRegularExpression>
#include <QScreen>
#include <cmath>
#include <cstdio>
#include <optional>

#include "common/cli_support.h"
#include "common/conv_options.h"
#include "common/output_file.h"
#include "common/progress_line.h"
#include "gui/gl/address_space_guard.h"
#include "gui/gl/channel_view.h"
#include "gui/gl/gl_check.h"
#include "gui/gl/platform_probe.h"
#include "gui/lessons/lesson_mode.h"
#include "gui/main_window.h"
#include "gui/panels/layer/layer_panel.h"
#include "gui/panels/memory/memory_page.h"
#include "gui/panels/memory/memory_view.h"
#include "gui/panels/speed/speed_panel.h"
#include "gui/panels/train/train_panel.h"
#include "gui/render/render_animation.h"
#include "gui/render/render_mapping.h"
#include "gui/render/window_figure.h"
#include "gui/render_deck.h"
#include "gui/widgets/theme.h"
#include "gui/widgets/translation.h"
#include "images/image_source.h"
#include "lesson_text/chapters.h"
#include "model/step_player.h"
#include "model/view_sync.h"
#include "model/workbench_model.h"
#include "text/file_name.h"
#include "text/number_text.h"

namespace convscope::gui {

using model::ViewSync;
using model::WorkbenchChoice;
using model::WorkbenchSnapshot;

namespace {

// --tab train: the steps trained before the picture. Bounded, since they run before the grab
// (a step of batch 64 takes milliseconds to tens of them on a classroom CPU).
constexpr int kDefaultTrainSteps = 100;
constexpr int kMaxTrainSteps = 5000;

class RenderText {
  Q_DECLARE_TR_FUNCTIONS(RenderText)
 public:
  static QString usage() {
    return tr("Usage: convscope render --out FILE.png [--size WxH] [--scale 1|2|3]\n"
              "         [--image FILE|SAMPLE] [--resample N] [--kernel K] [--padding MODE]\n"
              "         [--stride N] [--dilation N] [--flip] [--channel C] [--step N] [--zoom Z] "
              "[--gpu]\n"
              "         [--steps A..B] [--fps N] [--lesson N] [--tab workbench|speed|layer] "
              "[--lang en|zh_CN]\n") +
           tr("         [--reveal] [--palette light|dark|desktop]\n") +
           tr("         [--tab train [--train-steps N]]\n") +
           tr("         [--tab memory [--memory tile|coalescing|banks]]\n") + renderMappingUsage() +
           renderDeckUsage();
  }
  static QString help() {
    return usage() +
           tr("\nRenders the window in the given state to a PNG, for slides and course "
              "material.\nNeeds a display (X, Wayland or Xvfb: xvfb-run -a convscope render "
              "...).\n\n") +
           app::convOptionsHelp() + renderMappingHelp() +
           tr("  --out FILE.png        where to write the picture (required)\n"
              "  --size WxH            window size in logical pixels (default 1920x1080)\n"
              "  --scale 1|2|3         multiplies fonts and pixels for print (default 1)\n"
              "  --resample N          resample the input so its longer side is N pixels\n"
              "                        (%1..%2)\n"
              "  --step N              show CPU step N (1 = the first output pixel)\n"
              "  --zoom Z              magnify the views Z times (1 = whole image), centred\n"
              "                        on the sliding window\n"
              "  --gpu                 run the GPU side before grabbing\n"
              "  --steps A..B          an animation, one frame per step from A to B: --out\n"
              "                        anim.gif, or --out DIR/ for DIR/frame-0001.png ...\n"
              "  --fps N               the GIF's frames per second, for --steps or --replay\n"
              "                        A..B (default 4)\n"
              "  --lesson N            chapter N of the lesson mode (convscope lessons lists\n"
              "                        them); the chapter sets its own image and views\n"
              "  --reveal              with --lesson: the check-yourself answer shown\n"
              "  --tab workbench|speed|layer\n"
              "                        the page to show; speed runs the size sweep first\n"
              "                        (the CPU measured here, the GPU measured, recorded or\n"
              "                        modelled, each labelled); layer measures this CPU's\n"
              "                        roofline ceilings first; train trains the small CNN on\n"
              "                        Fashion-MNIST first (--train-steps); memory shows how\n"
              "                        a kernel gets its data (--memory, with --block)\n"
              "  --lang en|zh_CN       the window's language (default: the system's)\n")
               .arg(app::kMinResampleSide)
               .arg(app::kMaxResampleSide) +
           tr("  --palette light|dark|desktop\n"
              "                        the colours: ConvScope's light palette (default, the\n"
              "                        same on every machine), its dark one, or the desktop's\n") +
           tr("  --train-steps N       with --tab train: the training steps (batch 64) run\n"
              "                        before the picture, 0 to %1 (default %2; 0 shows the\n"
              "                        initial filters). --steps A..B stays the workbench's\n"
              "                        animation\n")
               .arg(kMaxTrainSteps)
               .arg(kDefaultTrainSteps) +
           tr("  --memory tile|coalescing|banks\n"
              "                        with --tab memory: the figure shown: one block's tile\n"
              "                        and halo on the input (default), one warp's load in\n"
              "                        32-byte sectors, or shared memory's banks\n") +
           renderDeckHelp();
  }
};

// The arguments were fine, the work was not possible: exit 1, as in the command line.
int fail(const QString& message) {
  return cli::failure(QStringLiteral("render"), message);
}

// The arguments were wrong: the message and the usage, exit 2, as in the command line.
int usageFail(const QString& message) {
  return cli::usageError(QStringLiteral("render"), message, RenderText::usage());
}

constexpr long long kRenderPixelBudget = 7680LL * 4320LL;

// --scale must act before QApplication exists: Qt reads QT_SCALE_FACTOR at start-up.
int scaleFromArguments(int argc, char** argv) {
  for (int i = 1; i + 1 < argc; ++i) {
    if (qstrcmp(argv[i], "--scale") == 0) return QByteArray(argv[i + 1]).toInt();
  }
  for (int i = 1; i < argc; ++i) {
    const QByteArray a(argv[i]);
    if (a.startsWith("--scale=")) return a.mid(8).toInt();
  }
  return 1;
}

// --palette must act before the window exists; a wrong value is reported with the others.
QString paletteFromArguments(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    const QByteArray a(argv[i]);
    if (a == "--palette" && i + 1 < argc) return QString::fromLocal8Bit(argv[i + 1]);
    if (a.startsWith("--palette=")) return QString::fromLocal8Bit(a.mid(10));
  }
  return QStringLiteral("light");  // a figure looks the same on every machine
}

std::optional<PaletteChoice> paletteChoice(const QString& name) {
  if (name == QLatin1String("desktop")) return PaletteChoice::Desktop;
  if (name == QLatin1String("light")) return PaletteChoice::Light;
  if (name == QLatin1String("dark")) return PaletteChoice::Dark;
  return std::nullopt;
}

}  // namespace

int renderCommand(int argc, char** argv) {
  // Under `ulimit -v` the drawing runs in a child: a driver that crashes is then a sentence.
  if (const std::optional<int> code = runUnderAddressSpaceGuard(argc, argv, "convscope render"))
    return *code;
  const int scale = scaleFromArguments(argc, argv);
  if (scale >= 1 && scale <= 3 && scale != 1) qputenv("QT_SCALE_FACTOR", QByteArray::number(scale));
  // Every option is read and checked before the display is needed: a wrong one is a usage error
  // (exit 2) with or without a display. Without one, Qt's offscreen platform serves for reading
  // them (and for --help); "no display" comes after, before any GL surface exists (Qt 6.4
  // crashes making one without GL).
  // A figure writes its --out and nothing else: Mesa would keep the shaders it compiled in
  // ~/.cache/mesa_shader_cache, for a next run that a one-off figure does not have.
  if (!qEnvironmentVariableIsSet("MESA_SHADER_CACHE_DISABLE") &&
      !qEnvironmentVariableIsSet("MESA_SHADER_CACHE_DIR"))
    qputenv("MESA_SHADER_CACHE_DISABLE", "true");
  const QString noDisplay = checkDisplay(argc, argv);
  if (!noDisplay.isEmpty()) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    // Options are still read (on offscreen) before the reason is given: not with a factor that
    // would hang or flood Qt itself.
    if (!checkScaleFactor().isEmpty()) qunsetenv("QT_SCALE_FACTOR");
    // The reason is the one line: not Qt's chatter from the stand-in platform ("QStandardPaths:
    // XDG_RUNTIME_DIR not set"). CONVSCOPE_DEBUG=1 lets it through.
    if (qEnvironmentVariableIntValue("CONVSCOPE_DEBUG") == 0)
      qInstallMessageHandler(
          [](QtMsgType type, const QMessageLogContext& context, const QString& message) {
            if (type == QtCriticalMsg || type == QtFatalMsg)
              std::fprintf(stderr, "%s\n", qPrintable(qFormatLogMessage(type, context, message)));
          });
  }
  requestGlFormat();
  QApplication app(argc, argv);
  app::useCNumbers();
  const QString paletteName = paletteFromArguments(argc, argv);
  applyTheme(app, paletteChoice(paletteName).value_or(PaletteChoice::Light));
  const LanguageRequest language = languageFromArguments(argc, argv);
  if (!language.error.isEmpty()) return usageFail(language.error);
  installTranslations(app, language.language);

  QCommandLineParser parser;
  app::addConvOptions(parser);
  parser.addOption({QStringLiteral("out"), QString(), QStringLiteral("FILE")});
  parser.addOption({QStringLiteral("size"), QString(), QStringLiteral("WxH")});
  parser.addOption({QStringLiteral("scale"), QString(), QStringLiteral("N")});
  parser.addOption({QStringLiteral("resample"), QString(), QStringLiteral("N")});
  parser.addOption({QStringLiteral("step"), QString(), QStringLiteral("N")});
  parser.addOption({QStringLiteral("steps"), QString(), QStringLiteral("A..B")});
  parser.addOption({QStringLiteral("fps"), QString(), QStringLiteral("N")});
  parser.addOption({QStringLiteral("gpu"), QString()});
  parser.addOption({QStringLiteral("zoom"), QString(), QStringLiteral("Z")});
  addRenderMappingOptions(parser);
  parser.addOption({QStringLiteral("tab"), QString(), QStringLiteral("TAB")});
  parser.addOption({QStringLiteral("train-steps"), QString(), QStringLiteral("N")});
  parser.addOption({QStringLiteral("memory"), QString(), QStringLiteral("FIGURE")});
  parser.addOption({QStringLiteral("lesson"), QString(), QStringLiteral("N")});
  parser.addOption({QStringLiteral("reveal"), QString()});
  parser.addOption({QStringLiteral("palette"), QString(), QStringLiteral("NAME")});
  parser.addOption({QStringLiteral("deck"), QString(), QStringLiteral("FILE")});
  parser.addOption({QStringLiteral("lessons"), QString(), QStringLiteral("A..B")});
  // The command line's parser: --help, unknown options and stray arguments as every subcommand.
  // From argv, so that a file name that is not UTF-8 keeps its bytes (text/file_name.h); Qt has
  // taken its own options (-platform, -display) out of argv by now.
  const QStringList args = app::argumentsFromArgv(argc, argv).mid(2);  // after "convscope render"
  if (const auto finished = cli::parseArguments(parser, args, QStringLiteral("render"),
                                                RenderText::usage(), RenderText::help()))
    return *finished;
  if (!paletteChoice(paletteName))
    return usageFail(RenderText::tr("--palette must be light, dark or desktop, got '%1'")
                         .arg(paletteName.left(40)));
  // A deck of the lessons writes its --deck PDF and takes only what a deck uses.
  const bool deck = parser.isSet(QStringLiteral("deck"));
  if (deck || parser.isSet(QStringLiteral("lessons")))
    if (const QString why = deckOptionProblem(parser); !why.isEmpty()) return usageFail(why);
  const QString out = parser.value(QStringLiteral("out"));
  if (!deck && out.isEmpty())
    return usageFail(RenderText::tr("--out FILE.png is required\n").trimmed());
  RenderMapping mapping;
  if (const QString why = readRenderMapping(parser, &mapping); !why.isEmpty())
    return usageFail(why);
  // One animation at most: the sliding window over steps, or the replay of the blocks.
  std::optional<Animation> animation = mapping.replayAnimation;
  if (parser.isSet(QStringLiteral("steps"))) {
    if (animation)
      return usageFail(
          RenderText::tr("--steps A..B and --replay A..B exclude each other: one "
                         "animation at a time"));
    auto range = parseStepRange(parser.value(QStringLiteral("steps")));
    if (!range) return usageFail(QString::fromStdString(range.status().message));
    animation = *range;
    if (parser.isSet(QStringLiteral("step")))
      return usageFail(RenderText::tr("--step and --steps exclude each other"));
  }
  if (animation) {
    animation->out = out;
    if (parser.isSet(QStringLiteral("fps"))) {
      bool ok = false;
      animation->framesPerSecond = parser.value(QStringLiteral("fps")).toDouble(&ok);
      if (!ok || !(animation->framesPerSecond >= 0.1 && animation->framesPerSecond <= 50))
        return usageFail(RenderText::tr("--fps must be a number from 0.1 to 50, got '%1'")
                             .arg(parser.value(QStringLiteral("fps")).left(40)));
    }
    if (animation->gif() && !out.endsWith(QLatin1String(".gif"), Qt::CaseInsensitive))
      return usageFail(
          RenderText::tr("with --steps or --replay A..B, --out names a .gif file or a folder "
                         "ending in /, got '%1'")
              .arg(out));
  } else if (parser.isSet(QStringLiteral("fps"))) {
    return usageFail(RenderText::tr("--fps needs --steps A..B or --replay A..B"));
  } else if (!deck && !out.endsWith(QLatin1String(".png"), Qt::CaseInsensitive)) {
    return usageFail(RenderText::tr("--out must name a .png file, got '%1'").arg(out));
  }
  // A FIFO, device node, symlink or read-only target is refused before the window is built.
  if (!deck && (!animation || animation->gif()))
    if (const Status target = app::checkOutputFile(out); !target)
      return fail(QString::fromStdString(target.message));
  QSize size(1920, 1080);
  if (parser.isSet(QStringLiteral("size"))) {
    static const QRegularExpression re(QStringLiteral("^(\\d{3,5})[x×X](\\d{3,5})$"));
    const auto m = re.match(parser.value(QStringLiteral("size")));
    if (!m.hasMatch())
      return usageFail(RenderText::tr("--size must look like 1920x1080, got '%1'")
                           .arg(parser.value(QStringLiteral("size"))));
    size = QSize(m.captured(1).toInt(), m.captured(2).toInt());
    if (size.width() < 640 || size.height() < 400 || size.width() > 7680 || size.height() > 4320)
      return usageFail(RenderText::tr("--size must be between 640x400 and 7680x4320"));
  }
  if (parser.isSet(QStringLiteral("scale")) && (scale < 1 || scale > 3))
    return usageFail(RenderText::tr("--scale must be 1, 2 or 3, got '%1'")
                         .arg(parser.value(QStringLiteral("scale"))));
  // The picture is size × scale device pixels, grabbed and encoded in memory: 7680x4320 at
  // scale 3 was a 23040 × 12960 PNG taking 3.7 GB. The budget is one 8K frame, of real pixels:
  // a QT_SCALE_FACTOR from the environment scales as --scale does.
  const double factor = environmentScaleFactor();
  const QSize device(static_cast<int>(std::ceil(size.width() * factor)),
                     static_cast<int>(std::ceil(size.height() * factor)));
  const long long outputPixels = static_cast<long long>(device.width()) * device.height();
  if (outputPixels > kRenderPixelBudget)
    return usageFail(RenderText::tr("--size %1x%2 at scale %3 makes a %4 × %5 picture (%6 "
                                    "megapixels): past the budget of %7 megapixels (7680 × "
                                    "4320); use a smaller --size or --scale")
                         .arg(size.width())
                         .arg(size.height())
                         .arg(factor)
                         .arg(device.width())
                         .arg(device.height())
                         .arg(outputPixels / 1e6, 0, 'f', 1)
                         .arg(kRenderPixelBudget / 1e6, 0, 'f', 1));
  if (deck) return renderDeck(parser, size, noDisplay, RenderText::usage());
  // A GIF's frames are all in memory before they are encoded: refused now when the count is
  // known (one frame per block start is counted once the launch has run).
  if (animation && animation->gif() && animation->plannedFrames() > 0)
    if (const Status budget = checkGifBudget(animation->plannedFrames(), device); !budget)
      return usageFail(QString::fromStdString(budget.message));
  auto settings = app::readConvSettings(parser, false);
  if (!settings) return usageFail(QString::fromStdString(settings.status().message));
  int resample = 0;
  if (parser.isSet(QStringLiteral("resample"))) {
    auto n =
        app::parseIntOption(QStringLiteral("--resample"), parser.value(QStringLiteral("resample")),
                            app::kMinResampleSide, app::kMaxResampleSide);
    if (!n) return usageFail(QString::fromStdString(n.status().message));
    resample = *n;
  }
  long long step = 1;
  if (parser.isSet(QStringLiteral("step"))) {
    bool ok = false;
    step = parser.value(QStringLiteral("step")).toLongLong(&ok);
    if (!ok || step < 1)
      return usageFail(RenderText::tr("--step must be a whole number from 1, got '%1'")
                           .arg(parser.value(QStringLiteral("step"))));
  }

  double zoom = 1;
  if (parser.isSet(QStringLiteral("zoom"))) {
    bool ok = false;
    zoom = parser.value(QStringLiteral("zoom")).toDouble(&ok);
    // !(a <= z <= b) rather than z < a || z > b: NaN fails every comparison.
    if (!ok || !(zoom >= 1 && zoom <= ViewSync::kMaxZoom))
      return usageFail(RenderText::tr("--zoom must be a number from 1 to %1, got '%2'")
                           .arg(ViewSync::kMaxZoom)
                           .arg(parser.value(QStringLiteral("zoom"))));
  }

  const QString tab = parser.value(QStringLiteral("tab"));
  if (!tab.isEmpty() && tab != QLatin1String("workbench") && tab != QLatin1String("speed") &&
      tab != QLatin1String("layer") && tab != QLatin1String("train") &&
      tab != QLatin1String("memory"))
    return usageFail(
        RenderText::tr("--tab must be workbench, speed, layer, memory or train, got '%1'")
            .arg(tab.left(40)));
  MemoryFigure memoryFigure = MemoryFigure::Tile;
  if (parser.isSet(QStringLiteral("memory"))) {
    if (tab != QLatin1String("memory"))
      return usageFail(RenderText::tr("--memory is for --tab memory"));
    const QString figure = parser.value(QStringLiteral("memory"));
    if (figure == QLatin1String("coalescing"))
      memoryFigure = MemoryFigure::Coalescing;
    else if (figure == QLatin1String("banks"))
      memoryFigure = MemoryFigure::Banks;
    else if (figure != QLatin1String("tile"))
      return usageFail(RenderText::tr("--memory must be tile, coalescing or banks, got '%1'")
                           .arg(figure.left(40)));
  }
  long long trainSteps = kDefaultTrainSteps;
  if (parser.isSet(QStringLiteral("train-steps"))) {
    if (tab != QLatin1String("train"))
      return usageFail(RenderText::tr("--train-steps N is for --tab train"));
    auto n = app::parseIntOption(QStringLiteral("--train-steps"),
                                 parser.value(QStringLiteral("train-steps")), 0, kMaxTrainSteps);
    if (!n) return usageFail(QString::fromStdString(n.status().message));
    trainSteps = *n;
  }
  if (animation && tab == QLatin1String("train"))
    return usageFail(
        RenderText::tr("--tab train has no views to animate: --steps A..B is the "
                       "workbench's animation; the steps trained before the "
                       "picture are --train-steps N"));
  if (animation && (tab == QLatin1String("speed") || tab == QLatin1String("layer") ||
                    tab == QLatin1String("memory")))
    return usageFail(RenderText::tr("--tab %1 has no views to animate: an animation (--steps "
                                    "or --replay A..B) is of the workbench")
                         .arg(tab));
  int lesson = 0;
  if (parser.isSet(QStringLiteral("lesson"))) {
    bool ok = false;
    lesson = parser.value(QStringLiteral("lesson")).toInt(&ok);
    if (!ok || !lessons::chapter(lesson))
      return usageFail(RenderText::tr("--lesson must be a chapter from 1 to %1, got '%2'")
                           .arg(lessons::chapters().size())
                           .arg(parser.value(QStringLiteral("lesson")).left(40)));
  }
  // A chapter sets its own image, kernel, step, views, overlay and block: an option that would
  // set one of them is refused, not silently ignored (--inspect and --overlay were).
  if (lesson > 0) {
    const QStringList fits = {QStringLiteral("lesson"), QStringLiteral("reveal"),
                              QStringLiteral("out"),    QStringLiteral("size"),
                              QStringLiteral("scale"),  QStringLiteral("lang"),
                              QStringLiteral("palette")};
    for (const QString& name : parser.optionNames()) {
      if (!fits.contains(name))
        return usageFail(RenderText::tr("--%1 does not go with --lesson N: a chapter sets its own "
                                        "image, kernel, step, views, overlay and block; --lesson "
                                        "takes --reveal, --size, --scale, --lang and --palette")
                             .arg(name));
    }
  }
  const bool reveal = parser.isSet(QStringLiteral("reveal"));
  if (reveal && lesson == 0)
    return usageFail(RenderText::tr("--reveal shows a lesson's answer: it needs --lesson N"));

  if (!noDisplay.isEmpty()) return fail(translatedDisplayMessage(noDisplay));
  if (const QString why = probeOpenGl(); !why.isEmpty()) return fail(why);

  MainWindow window;
  window.resize(size);
  // Why the latest input could not be loaded; empty once one loads.
  QString inputError;
  window.model()->watch(&window, [&](const WorkbenchSnapshot& now,
                                     const WorkbenchSnapshot& before) {
    if (!now.load || now.load == before.load) return;
    inputError = now.load->status ? QString() : QString::fromStdString(now.load->status.message);
  });
  // A GPU run or a view's texture that failed leaves the window unsettled for good: the waits
  // end on it and say why (under `ulimit -v`, with the limit, the likely cause).
  const auto stopped = [&window]() -> QString {
    QString why;
    if (const Status& gpu = window.model()->gpu().failure; !gpu)
      why = QString::fromStdString(gpu.message);
    for (ChannelView* v : {window.cpuInputView(), window.cpuOutputView(), window.gpuInputView(),
                           window.gpuOutputView()})
      if (why.isEmpty() && !v->glErrorText().isEmpty()) why = v->glErrorText();
    if (why.isEmpty()) return why;
    const QString limit = addressSpaceLimitAdvice();
    if (limit.isEmpty()) return why;
    return why + (why.endsWith(QLatin1Char('.')) ? QStringLiteral(" ") : QStringLiteral(". ")) +
           limit;
  };
  // The figure's whole state in one call, as a lesson sets it; the panels show what it holds.
  WorkbenchChoice state = window.model()->choice();
  if (settings->kernel) state.kernel = *settings->kernel;
  state.params = settings->params;
  state.input.pick = settings->pick;
  if (resample > 0) state.input.side = resample;
  if (settings->imageSpec) state.input.source = *settings->imageSpec;
  window.model()->apply(state);
  window.show();

  constexpr int kTimeoutMs = 120000;
  constexpr int kFrameTimeoutMs = 10000;
  // A chapter sets its own image, filter, step and views: the other options do not apply.
  if (lesson > 0) {
    window.lessonMode()->enter(lesson);
    if (!waitUntil([&] { return window.lessonMode()->isSettled(); }, kTimeoutMs))
      return fail(RenderText::tr("the lesson did not finish setting up in time"));
    // The slide after the question: the answer as the Reveal button shows it.
    if (reveal) window.lessonMode()->reveal();
  } else {
    // Ends at once with the loader's own message when the input cannot be loaded.
    const bool loaded = waitUntil(
        [&] {
          return !inputError.isEmpty() || !stopped().isEmpty() ||
                 (window.model()->input() && window.isSettled());
        },
        kTimeoutMs);
    if (!inputError.isEmpty()) return fail(inputError);
    if (const QString why = stopped(); !why.isEmpty()) return fail(why);
    if (!loaded) return fail(RenderText::tr("the window did not finish loading the input in time"));
    if (!window.model()->problem())
      return fail(
          RenderText::tr("nothing to compute: the kernel does not fit in the image with "
                         "these parameters"));
    if (step > window.model()->player()->count())
      return fail(RenderText::tr("--step %1 is past the last step (%2)")
                      .arg(step)
                      .arg(window.model()->player()->count()));
    window.model()->viewSync()->set(zoom, window.model()->viewSync()->centre());
    window.model()->player()->seek(step - 1);
    if (zoom > 1) {
      // Centre on the window rather than merely keeping it in view: a figure wants it in the
      // middle.
      const Step s = window.model()->player()->current();
      const auto& in = *window.model()->input();
      window.model()->viewSync()->set(
          zoom, {(s.taps[4].x + 0.5) / in.width, (s.taps[4].y + 0.5) / in.height});
    }
    applyRenderMappingBeforeRun(window, mapping);
    if (parser.isSet(QStringLiteral("gpu"))) window.model()->requestGpuRun();
    const bool settled =
        waitUntil([&] { return window.isSettled() || !stopped().isEmpty(); }, kTimeoutMs);
    if (const QString why = stopped(); !why.isEmpty()) return fail(why);
    if (!settled)
      return fail(RenderText::tr("the window did not settle in time (GPU run or upload)"));
    if (const QString why = applyRenderMappingAfterRun(window, mapping); !why.isEmpty())
      return fail(why);
  }

  if (tab == QLatin1String("speed")) {
    // The Speed tab with its sweep done: up to 2048² that takes seconds on two cores.
    window.showSpeedTab();
    window.speedPanel()->startSweep();
    if (!waitUntil([&] { return !window.speedPanel()->isRunning(); }, kTimeoutMs))
      return fail(RenderText::tr("the size sweep did not finish in time"));
  }
  if (tab == QLatin1String("train")) {
    // The Train tab after its steps, trained on the job queue to the last one before the grab.
    window.showTrainTab();
    train_tab::TrainPanel* train = window.trainPanel();
    train->runSteps(trainSteps);
    constexpr int kTrainTimeoutMs = 600000;
    if (!waitUntil([&] { return train->isSettled(); }, kTrainTimeoutMs))
      return fail(RenderText::tr("the training steps did not finish in time"));
    // Without the data set the tab says why (and how to install it): that is the picture.
    if (!train->datasetProblem().isEmpty())
      std::fprintf(stderr, "convscope render: %s\n", qPrintable(train->datasetProblem()));
  }
  if (tab == QLatin1String("memory")) {
    window.showMemoryTab();
    window.memoryPage()->view()->setFigure(memoryFigure);
  }
  if (tab == QLatin1String("layer")) {
    window.showLayerTab();
    if (!waitUntil([&] { return window.isSettled() && window.layerPanel()->isSettled(); },
                   kTimeoutMs))
      return fail(RenderText::tr("this CPU's roofline ceilings were not measured in time"));
  }
  window.finishPendingLayout();
  // The window has a smallest size its panels fit in (a lesson or tab may raise it); a --size
  // below it would be grown silently. Checked before any frame is drawn or written.
  if (window.layout() != nullptr) window.layout()->activate();
  if (window.size() != size) {
    const QSize least = window.size().expandedTo(size);
    return usageFail(RenderText::tr("--size %1x%2 is smaller than the window can be drawn: it "
                                    "takes at least %3x%4 here; use --size %3x%4 or larger")
                         .arg(size.width())
                         .arg(size.height())
                         .arg(least.width())
                         .arg(least.height()));
  }
  // The real pixels, whatever scaled them (QT_SCALE_FACTOR, QT_SCREEN_SCALE_FACTORS, the
  // screen's own ratio), stay within the budget before anything is drawn or grabbed.
  const double ratio = window.devicePixelRatioF();
  const long long realPixels =
      std::llround(size.width() * ratio) * std::llround(size.height() * ratio);
  if (!(ratio > 0) || realPixels > kRenderPixelBudget)
    return fail(RenderText::tr("the screen scales the window by %1, making a %2 × %3 picture: past "
                               "the budget of %4 megapixels; check QT_SCALE_FACTOR and "
                               "QT_SCREEN_SCALE_FACTORS")
                    .arg(ratio)
                    .arg(std::llround(size.width() * ratio))
                    .arg(std::llround(size.height() * ratio))
                    .arg(kRenderPixelBudget / 1e6, 0, 'f', 1));
  // One more frame of every view after the last change, then grab (grab() repaints GL widgets).
  QList<ChannelView*> views;
  // Only the views on screen draw frames (a lesson hides some).
  for (ChannelView* v : {window.cpuInputView(), window.cpuOutputView(), window.gpuInputView(),
                         window.gpuOutputView()})
    if (v->isVisible()) views << v;
  if (animation) {
    // A GIF of 40 steps takes half a minute: a terminal sees how far it got, as sweep's does.
    std::optional<cli::ProgressLine> line(std::in_place);
    auto wrote =
        writeAnimation(window, views, *animation, [&line](long long done, long long total) {
          if (total > 0) line->show(RenderText::tr("frame %1 of %2").arg(done).arg(total));
          return true;
        });
    line.reset();
    if (!wrote) return fail(QString::fromStdString(wrote.status().message));
    cli::printOut(*wrote + QLatin1Char('\n'));
    return cli::finishOutput(QStringLiteral("render"), 0);
  }
  drawOneMoreFrame(views, kFrameTimeoutMs);
  for (auto* v : views)
    if (!v->glErrorText().isEmpty()) return fail(v->glErrorText());
  const QPixmap shot = qEnvironmentVariableIsSet("CONVSCOPE_SCREEN_GRAB")
                           ? window.screen()->grabWindow(window.winId())
                           : QPixmap::fromImage(windowFigure(window, views));
  if (shot.isNull()) return fail(RenderText::tr("could not grab the window for '%1'").arg(out));
  // Complete or absent: a full disk or a kill never leaves a cut PNG or destroys the old one.
  if (const Status written = app::writePngFile(out, shot.toImage()); !written)
    return fail(QString::fromStdString(written.message));
  cli::printOut(
      RenderText::tr("wrote %1 (%2 × %3 pixels)").arg(out).arg(shot.width()).arg(shot.height()) +
      QLatin1Char('\n'));
  return cli::finishOutput(QStringLiteral("render"), 0);
}

}  // namespace convscope::gui

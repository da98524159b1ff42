#include "gui/render_command.h"

#include <QAbstractEventDispatcher>
#include <QApplication>
#include <QCommandLineParser>
#include <QEventLoop>
#include <QPainter>
#include <QPixmap>
#include <QRegularExpression>
#include <QScreen>
#include <QTimer>
#include <cstdio>

#include "common/conv_options.h"
#include "common/image_source.h"
#include "common/message_text.h"
#include "common/output_file.h"
#include "gui/channel_view.h"
#include "gui/gl_check.h"
#include "gui/input_panel.h"
#include "gui/kernel_editor.h"
#include "gui/main_window.h"
#include "gui/render_mapping.h"
#include "gui/step_player.h"
#include "gui/theme.h"
#include "gui/translation.h"
#include "gui/view_sync.h"

namespace convscope::gui {

namespace {

// QWidget::grab() paints the widgets but cannot see the views' GL surfaces (native windows of
// their own), so each view's frame is drawn over the grabbed window where the view sits.
QPixmap grabWithViews(QWidget& window, const QList<ChannelView*>& views) {
  QPixmap shot = window.grab();
  QPainter painter(&shot);
  for (ChannelView* view : views) {
    if (!view->isVisible()) continue;
    painter.drawImage(QRect(view->mapTo(&window, QPoint(0, 0)), view->size()),
                      view->grabFramebuffer());
  }
  return shot;
}

class RenderText {
  Q_DECLARE_TR_FUNCTIONS(RenderText)
 public:
  static QString usage() {
    return tr(
        "Usage: convscope render --out FILE.png [--size WxH] [--scale 1|2|3]\n"
        "         [--image FILE|SAMPLE] [--resample N] [--kernel K] [--padding MODE]\n"
        "         [--stride N] [--dilation N] [--flip] [--channel C] [--step N] [--zoom Z] "
        "[--gpu]\n"
        "         [--lang en|zh_CN]\n");
  }
  static QString help() {
    return usage() +
           tr("\nRenders the window in the given state to a PNG, for slides and course "
              "material.\nNeeds a display (X, Wayland or Xvfb: xvfb-run -a convscope render "
              "...).\n\n") +
           app::convOptionsHelp() + renderMappingUsage() + renderMappingHelp() +
           tr("  --out FILE.png        where to write the picture (required)\n"
              "  --size WxH            window size in logical pixels (default 1920x1080)\n"
              "  --scale 1|2|3         multiplies fonts and pixels for print (default 1)\n"
              "  --resample N          resample the input so its longer side is N pixels\n"
              "                        (%1..%2)\n"
              "  --step N              show CPU step N (1 = the first output pixel)\n"
              "  --zoom Z              magnify the views Z times (1 = whole image), centred\n"
              "                        on the sliding window\n"
              "  --gpu                 run the GPU side before grabbing\n"
              "  --lang en|zh_CN       the window's language (default: the system's)\n")
               .arg(app::kMinResampleSide)
               .arg(app::kMaxResampleSide);
  }
};

int fail(const QString& message) {
  std::fprintf(stderr, "convscope render: %s\n", qPrintable(app::cappedMessage(message)));
  return 1;
}

// Runs the event loop until `done` holds, the window reports that its input failed to load, or
// the deadline passes. `done` is checked each time the loop has handled what was ready and is
// about to sleep (aboutToBlock), so the thread waits for events instead of spinning a core as
// the old processEvents(…, 20) loop did (it returns at once when nothing is queued).
bool waitFor(const std::function<bool()>& done, int timeoutMs, const MainWindow* window = nullptr) {
  if (done()) return true;
  QEventLoop loop;
  QTimer deadline;
  deadline.setSingleShot(true);
  QObject::connect(&deadline, &QTimer::timeout, &loop, &QEventLoop::quit);
  QObject::connect(QAbstractEventDispatcher::instance(), &QAbstractEventDispatcher::aboutToBlock,
                   &loop, [&] {
                     if (done()) loop.quit();
                   });
  if (window != nullptr)
    QObject::connect(window, &MainWindow::inputFailed, &loop, &QEventLoop::quit);
  deadline.start(timeoutMs);
  loop.exec();
  return done();
}

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

}  // namespace

int renderCommand(int argc, char** argv) {
  const int scale = scaleFromArguments(argc, argv);
  if (scale >= 1 && scale <= 3 && scale != 1) qputenv("QT_SCALE_FACTOR", QByteArray::number(scale));
  bool wantsHelp = false;
  for (int i = 2; i < argc; ++i)
    if (qstrcmp(argv[i], "--help") == 0 || qstrcmp(argv[i], "-h") == 0) wantsHelp = true;
  if (!wantsHelp) {
    if (const QString why = checkDisplay(argc, argv); !why.isEmpty()) return fail(why);
  }
  requestGlFormat();
  // QApplication needs a platform even for --help; the offscreen one suffices there.
  if (wantsHelp && qEnvironmentVariableIsEmpty("DISPLAY")) qputenv("QT_QPA_PLATFORM", "offscreen");
  QApplication app(argc, argv);
  applyTheme(app);
  const LanguageRequest language = languageFromArguments(argc, argv);
  if (!language.error.isEmpty()) return fail(language.error);
  installTranslations(app, language.language);

  QCommandLineParser parser;
  app::addConvOptions(parser);
  parser.addOption({QStringLiteral("out"), QString(), QStringLiteral("FILE")});
  parser.addOption({QStringLiteral("size"), QString(), QStringLiteral("WxH")});
  parser.addOption({QStringLiteral("scale"), QString(), QStringLiteral("N")});
  parser.addOption({QStringLiteral("resample"), QString(), QStringLiteral("N")});
  parser.addOption({QStringLiteral("step"), QString(), QStringLiteral("N")});
  parser.addOption({QStringLiteral("gpu"), QString()});
  parser.addOption({QStringLiteral("zoom"), QString(), QStringLiteral("Z")});
  addRenderMappingOptions(parser);
  parser.addOption({QStringLiteral("lang"), QString(), QStringLiteral("LANG")});
  parser.addOption({{QStringLiteral("h"), QStringLiteral("help")}, QString()});
  QStringList args = app.arguments();
  args.removeAt(1);  // "render"
  if (!parser.parse(args))
    return fail(parser.errorText() + QStringLiteral("\n") + RenderText::usage());
  if (parser.isSet(QStringLiteral("help"))) {
    std::fputs(qPrintable(RenderText::help()), stdout);
    return 0;
  }
  if (!parser.positionalArguments().isEmpty())
    return fail(RenderText::tr("unexpected argument '%1'\n%2")
                    .arg(parser.positionalArguments().first(), RenderText::usage()));
  const QString out = parser.value(QStringLiteral("out"));
  if (out.isEmpty())
    return fail(RenderText::tr("--out FILE.png is required\n") + RenderText::usage());
  if (!out.endsWith(QLatin1String(".png"), Qt::CaseInsensitive))
    return fail(RenderText::tr("--out must name a .png file, got '%1'").arg(out));
  // A FIFO, device node, symlink or read-only target is refused before the window is built.
  if (const Status target = app::checkOutputFile(out); !target)
    return fail(QString::fromStdString(target.message));
  QSize size(1920, 1080);
  if (parser.isSet(QStringLiteral("size"))) {
    static const QRegularExpression re(QStringLiteral("^(\\d{3,5})[x×X](\\d{3,5})$"));
    const auto m = re.match(parser.value(QStringLiteral("size")));
    if (!m.hasMatch())
      return fail(RenderText::tr("--size must look like 1920x1080, got '%1'")
                      .arg(parser.value(QStringLiteral("size"))));
    size = QSize(m.captured(1).toInt(), m.captured(2).toInt());
    if (size.width() < 640 || size.height() < 400 || size.width() > 7680 || size.height() > 4320)
      return fail(RenderText::tr("--size must be between 640x400 and 7680x4320"));
  }
  if (parser.isSet(QStringLiteral("scale")) && (scale < 1 || scale > 3))
    return fail(RenderText::tr("--scale must be 1, 2 or 3, got '%1'")
                    .arg(parser.value(QStringLiteral("scale"))));
  // The picture is size × scale device pixels, grabbed and encoded in memory: 7680x4320 at
  // scale 3 was a 23040 × 12960 PNG taking 3.7 GB. The budget is one 8K frame.
  constexpr long long kPixelBudget = 7680LL * 4320LL;
  const long long outputPixels =
      static_cast<long long>(size.width()) * scale * size.height() * scale;
  if (outputPixels > kPixelBudget)
    return fail(RenderText::tr("--size %1x%2 at --scale %3 makes a %4 × %5 picture (%6 "
                               "megapixels): past the budget of %7 megapixels (7680 × 4320); "
                               "use a smaller --size or --scale")
                    .arg(size.width())
                    .arg(size.height())
                    .arg(scale)
                    .arg(size.width() * scale)
                    .arg(size.height() * scale)
                    .arg(outputPixels / 1e6, 0, 'f', 1)
                    .arg(kPixelBudget / 1e6, 0, 'f', 1));
  auto settings = app::readConvSettings(parser, false);
  if (!settings) return fail(QString::fromStdString(settings.status().message));
  int resample = 0;
  if (parser.isSet(QStringLiteral("resample"))) {
    auto n =
        app::parseIntOption(QStringLiteral("--resample"), parser.value(QStringLiteral("resample")),
                            app::kMinResampleSide, app::kMaxResampleSide);
    if (!n) return fail(QString::fromStdString(n.status().message));
    resample = *n;
  }
  long long step = 1;
  if (parser.isSet(QStringLiteral("step"))) {
    bool ok = false;
    step = parser.value(QStringLiteral("step")).toLongLong(&ok);
    if (!ok || step < 1)
      return fail(RenderText::tr("--step must be a whole number from 1, got '%1'")
                      .arg(parser.value(QStringLiteral("step"))));
  }

  double zoom = 1;
  if (parser.isSet(QStringLiteral("zoom"))) {
    bool ok = false;
    zoom = parser.value(QStringLiteral("zoom")).toDouble(&ok);
    // !(a <= z <= b) rather than z < a || z > b: NaN fails every comparison.
    if (!ok || !(zoom >= 1 && zoom <= ViewSync::kMaxZoom))
      return fail(RenderText::tr("--zoom must be a number from 1 to %1, got '%2'")
                      .arg(ViewSync::kMaxZoom)
                      .arg(parser.value(QStringLiteral("zoom"))));
  }

  RenderMapping mapping;
  if (const QString why = readRenderMapping(parser, &mapping); !why.isEmpty()) return fail(why);

  if (const QString why = probeOpenGl(); !why.isEmpty()) return fail(why);

  MainWindow window;
  window.resize(size);
  if (settings->kernel) window.kernelEditor()->setKernel(*settings->kernel);
  window.kernelEditor()->setParams(settings->params);
  InputPanel* input = window.inputPanel();
  input->setPick(settings->pick);
  if (resample > 0) input->setSide(resample);
  if (settings->imageSpec) input->setSource(*settings->imageSpec);
  window.show();

  constexpr int kTimeoutMs = 120000;
  // Ends at once with the loader's own message when the input cannot be loaded.
  const bool loaded =
      waitFor([&] { return window.input() && window.isSettled(); }, kTimeoutMs, &window);
  if (!window.inputError().isEmpty()) return fail(window.inputError());
  if (!loaded) return fail(RenderText::tr("the window did not finish loading the input in time"));
  if (!window.hasProblem())
    return fail(
        RenderText::tr("nothing to compute: the kernel does not fit in the image with "
                       "these parameters"));
  if (step > window.player()->count())
    return fail(RenderText::tr("--step %1 is past the last step (%2)")
                    .arg(step)
                    .arg(window.player()->count()));
  window.viewSync()->set(zoom, window.viewSync()->centre());
  window.player()->seek(step - 1);
  if (zoom > 1) {
    // Centre on the window rather than merely keeping it in view: a figure wants it in the middle.
    const Step s = window.player()->current();
    const auto& in = *window.input();
    window.viewSync()->set(zoom, {(s.taps[4].x + 0.5) / in.width, (s.taps[4].y + 0.5) / in.height});
  }
  applyRenderMappingBeforeRun(window, mapping);
  if (parser.isSet(QStringLiteral("gpu"))) window.requestGpuRun();
  if (!waitFor([&] { return window.isSettled(); }, kTimeoutMs, &window))
    return fail(RenderText::tr("the window did not settle in time (GPU run or upload)"));
  if (const QString why = applyRenderMappingAfterRun(window, mapping); !why.isEmpty())
    return fail(why);

  window.finishPendingLayout();
  // One more frame of every view after the last change, then grab (grab() repaints GL widgets).
  QList<ChannelView*> views = {window.cpuInputView(), window.cpuOutputView(), window.gpuInputView(),
                               window.gpuOutputView()};
  QList<long long> before;
  for (auto* v : views) {
    before << v->framesDrawn();
    v->requestFrame();
  }
  waitFor(
      [&] {
        for (int i = 0; i < views.size(); ++i)
          if (views[i]->framesDrawn() <= before[i]) return false;
        return true;
      },
      10000);
  for (auto* v : views)
    if (!v->glErrorText().isEmpty()) return fail(v->glErrorText());
  const QPixmap shot = qEnvironmentVariableIsSet("CONVSCOPE_SCREEN_GRAB")
                           ? window.screen()->grabWindow(window.winId())
                           : grabWithViews(window, views);
  if (shot.isNull()) return fail(RenderText::tr("could not grab the window for '%1'").arg(out));
  // Complete or absent: a full disk or a kill never leaves a cut PNG or destroys the old one.
  if (const Status written = app::writePngFile(out, shot.toImage()); !written)
    return fail(QString::fromStdString(written.message));
  std::printf("%s\n", qPrintable(RenderText::tr("wrote %1 (%2 × %3 pixels)")
                                     .arg(out)
                                     .arg(shot.width())
                                     .arg(shot.height())));
  return 0;
}

}  // namespace convscope::gui

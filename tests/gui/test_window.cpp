// The window in-process under Xvfb: keys and clicks move the step and the highlighted window,
// frames read back show the window and the filled output cells, the GPU side's texture equals
// core's reference, kernel or padding changes reach both sides, and the input panel says what
// loading did that the picture does not show.
#include <fcntl.h>
#include <unistd.h>

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QOffscreenSurface>
#include <QOpenGLContext>
#include <QOpenGLFunctions>
#include <QProcess>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>

#include "../app/image_fixtures.h"
#include "convscope/engines.h"
#include "convscope/problem.h"
#include "gui/gl/channel_view.h"
#include "gui/gl/gl_check.h"
#include "gui/gl/texture_allocator.h"
#include "gui/gui_entry.h"
#include "gui/main_window.h"
#include "gui/panels/formula_view.h"
#include "gui/panels/input_panel.h"
#include "gui/panels/kernel_editor.h"
#include "gui/widgets/theme.h"
#include "gui_test.h"
#include "images/value_mapping.h"
#include "model/jobs/gpu_runner.h"
#include "model/step_player.h"
#include "model/view_sync.h"
#include "test_paths.h"

using namespace convscope;
using namespace convscope::gui;
using namespace convscope::model;
using convscope::gui::testing::colourDistance;
using convscope::gui::testing::framePixel;

namespace {

constexpr int kWaitMs = testing::kSettleMs;

Channel reference(const Channel& input, const Kernel& kernel, const ConvParams& params) {
  auto problem = makeProblem(input, kernel, params);
  return *convolveReference(*problem);
}

bool sameChannel(const Channel& a, const Channel& b) {
  return a.width == b.width && a.height == b.height && a.pixels == b.pixels;
}

}  // namespace

class WindowTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    // Not a pass: without GL the window cannot be tested at all.
    if (const QString why = probeOpenGl(); !why.isEmpty()) QFAIL(qPrintable(why));
  }

  void init() {
    m_window = std::make_unique<MainWindow>();
    CONVSCOPE_SHOW_SETTLED(*m_window);
    QVERIFY((m_window->model()->problem() != nullptr));
  }

  void cleanup() { m_window.reset(); }

  void keysMoveTheStep() {
    StepPlayer* player = m_window->model()->player();
    QCOMPARE(player->position(), 0);
    QTest::keyClick(m_window.get(), Qt::Key_Right);
    QTest::keyClick(m_window.get(), Qt::Key_Right);
    QCOMPARE(player->position(), 2);
    QTest::keyClick(m_window.get(), Qt::Key_Left);
    QCOMPARE(player->position(), 1);
    QTest::keyClick(m_window.get(), Qt::Key_End);
    QCOMPARE(player->position(), player->count() - 1);
    QTest::keyClick(m_window.get(), Qt::Key_Home);
    QCOMPARE(player->position(), 0);
    QTest::keyClick(m_window.get(), Qt::Key_Space);
    QVERIFY(player->playing());
    QTest::keyClick(m_window.get(), Qt::Key_Space);
    QVERIFY(!player->playing());
    // The formula follows: step 1 lands on output (0, 0).
    QTest::keyClick(m_window.get(), Qt::Key_Home);
    QVERIFY(
        testing::part<FormulaView>(*m_window)->formulaText().endsWith(QStringLiteral("(0, 0)")));
  }

  void highlightedWindowFollowsTheStep() {
    ChannelView* view = m_window->cpuInputView();
    const QColor orange = colours::kCpu;
    // Step 0 reads input cells (-1..1, -1..1): the window's left edge sits on cell x = -1.
    // The outline is centred on that edge and may be only 1.5 px wide when the view is small
    // (other fonts make the panels taller and the views smaller), so sample the edge itself.
    auto edgeOfWindow = [&](int minX, int minY) {
      const QRectF r = view->transform().cellRect(minX, minY, 3, 3);
      return QPointF(r.left(), r.center().y());
    };
    const QPointF first = edgeOfWindow(-1, -1);
    QVERIFY2(colourDistance(framePixel(view, first), orange) < 90,
             qPrintable(framePixel(view, first).name()));
    QTest::keyClick(m_window.get(), Qt::Key_End);
    const Step last = m_window->model()->player()->current();
    const QPointF moved = edgeOfWindow(last.taps[0].x, last.taps[0].y);
    QVERIFY(colourDistance(framePixel(view, first), orange) > 150);
    QVERIFY2(colourDistance(framePixel(view, moved), orange) < 90,
             qPrintable(framePixel(view, moved).name()));
  }

  void translucentTapsLeaveTheFrameOpaque() {
    // `render` draws each view's frame over the grabbed window, so a frame pixel with alpha
    // below 1 shows the window's background through it: the figure's sliding window turned
    // cyan over the digit's white strokes while the live window showed it orange.
    const Channel& in = *m_window->model()->input();
    int bx = 1, by = 1;
    for (int y = 1; y + 1 < in.height; ++y)
      for (int x = 1; x + 1 < in.width; ++x)
        if (in.at(x, y) > in.at(bx, by)) bx = x, by = y;
    QVERIFY(in.at(bx, by) > 200);
    // Zero padding, stride 1: output (bx, by) is step by · width + bx, its window centred there.
    m_window->model()->player()->seek(static_cast<long long>(by) * in.width + bx);
    ChannelView* view = m_window->cpuInputView();
    const QImage frame = view->grabFramebuffer();
    const double dpr = frame.devicePixelRatio();
    const QPointF centre = view->transform().cellRect(bx, by).center() * dpr;
    const QColor tap = frame.pixelColor(centre.toPoint());
    QCOMPARE(tap.alpha(), 255);
    // Orange over white: red stays high, blue drops, unlike the background's gray or a cyan.
    QVERIFY2(tap.red() > 200 && tap.blue() < tap.red() - 40, qPrintable(tap.name()));
  }

  void outputCellsFillStepByStep() {
    // Identity kernel: the output equals the input, gray 0..255, easy to predict.
    testing::part<KernelEditor>(*m_window)->setKernel(*presetKernel("identity"));
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isSettled(), kWaitMs);
    ChannelView* out = m_window->cpuOutputView();
    const Channel& values = *m_window->model()->cpuOutput();
    // The brightest pixel of the digit, far from step 0.
    int bx = 0, by = 0;
    for (int y = 0; y < values.height; ++y)
      for (int x = 0; x < values.width; ++x)
        if (values.at(x, y) > values.at(bx, by)) bx = x, by = y;
    QVERIFY(values.at(bx, by) > 200);
    const QPointF centre = out->transform().cellRect(bx, by).center();
    const QColor waiting = framePixel(out, centre);
    QVERIFY2(colourDistance(waiting, Qt::white) > 30,
             qPrintable(waiting.name()));  // not yet computed
    QTest::keyClick(m_window.get(), Qt::Key_End);
    const int level = static_cast<int>(std::lround(values.at(bx, by)));
    const QColor filled = framePixel(out, centre);
    QVERIFY2(colourDistance(filled, QColor(level, level, level)) < 12, qPrintable(filled.name()));
  }

  void clickingAnOutputPixelJumpsThere() {
    ChannelView* out = m_window->cpuOutputView();
    const QPoint cell(9, 14);
    const QPoint pos = out->transform().cellRect(cell.x(), cell.y()).center().toPoint();
    QTest::mouseClick(out, Qt::LeftButton, Qt::NoModifier, pos);
    const Step step = m_window->model()->player()->current();
    QCOMPARE(step.outX, cell.x());
    QCOMPARE(step.outY, cell.y());
    QCOMPARE(m_window->model()->player()->position(), 14LL * out->imageWidth() + 9);
  }

  void zoomKeysAreShared() {
    ViewSync* sync = m_window->model()->viewSync();
    QTest::keyClick(m_window.get(), Qt::Key_Plus);
    QVERIFY(sync->zoom() > 1.0);
    const double cpuScale = m_window->cpuInputView()->transform().scale;
    const double gpuScale = m_window->gpuInputView()->transform().scale;
    // Same relative zoom and centre: views one pixel apart in size differ by that much in scale.
    QVERIFY2(std::abs(cpuScale - gpuScale) < 0.01 * cpuScale,
             qPrintable(QStringLiteral("%1 %2 %3x%4 %5x%6")
                            .arg(cpuScale)
                            .arg(gpuScale)
                            .arg(m_window->cpuInputView()->width())
                            .arg(m_window->cpuInputView()->height())
                            .arg(m_window->gpuInputView()->width())
                            .arg(m_window->gpuInputView()->height())));
    QTest::keyClick(m_window.get(), Qt::Key_F);
    QCOMPARE(sync->zoom(), 1.0);
  }

  void gpuSideEqualsReference() {
    m_window->model()->requestGpuRun();
    QTRY_VERIFY_WITH_TIMEOUT(m_window->model()->gpuRunner()->hasResult() && m_window->isSettled(),
                             kWaitMs);
    const Channel expected =
        reference(*m_window->model()->input(), testing::part<KernelEditor>(*m_window)->kernel(),
                  testing::part<KernelEditor>(*m_window)->params());
    auto texture = m_window->gpuOutputView()->readTexture();
    QVERIFY(texture.has_value());
    QVERIFY(sameChannel(*texture, expected));
    QVERIFY(sameChannel(*m_window->model()->cpuOutput(), expected));
  }

  void kernelAndPaddingChangesReachBothSides() {
    m_window->model()->requestGpuRun();
    QTRY_VERIFY_WITH_TIMEOUT(m_window->model()->gpuRunner()->hasResult() && m_window->isSettled(),
                             kWaitMs);
    KernelEditor* editor = testing::part<KernelEditor>(*m_window);

    // A weight typed by hand, as a user would.
    QLineEdit* cell = editor->cell(4);
    cell->setFocus();
    cell->selectAll();
    QTest::keyClicks(cell, QStringLiteral("3"));
    QTest::keyClick(cell, Qt::Key_Return);
    QCOMPARE(editor->kernel().weights[4], 3.0f);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->model()->gpuRunner()->hasResult() && m_window->isSettled(),
                             kWaitMs);
    Channel expected = reference(*m_window->model()->input(), editor->kernel(), editor->params());
    QVERIFY(sameChannel(*m_window->model()->cpuOutput(), expected));
    QVERIFY(sameChannel(*m_window->gpuOutputView()->readTexture(), expected));

    // A bad weight: the reason is shown and the last good kernel stays.
    cell->selectAll();
    QTest::keyClicks(cell, QStringLiteral("abc"));
    QTest::keyClick(cell, Qt::Key_Return);
    QVERIFY(!editor->status().isOk());
    QCOMPARE(editor->kernel().weights[4], 3.0f);

    // Padding none: the output shrinks on both sides.
    ConvParams params = editor->params();
    params.padding = Padding::None;
    editor->setParams(params);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->model()->gpuRunner()->hasResult() && m_window->isSettled(),
                             kWaitMs);
    expected = reference(*m_window->model()->input(), editor->kernel(), params);
    QCOMPARE(expected.width, m_window->model()->input()->width - 2);
    QCOMPARE(m_window->cpuOutputView()->imageWidth(), expected.width);
    QVERIFY(sameChannel(*m_window->model()->cpuOutput(), expected));
    QVERIFY(sameChannel(*m_window->gpuOutputView()->readTexture(), expected));
  }

  void paddingRingShowsWhatTheWindowReads() {
    // A checkerboard has white pixels on its left edge: replicate repeats them into the ring,
    // zero padding puts black there.
    testing::part<InputPanel>(*m_window)->setSource(QStringLiteral("checkerboard"));
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isSettled() && m_window->model()->input()->width == 64,
                             kWaitMs);
    ChannelView* view = m_window->cpuInputView();
    const Channel& in = *m_window->model()->input();
    int white = -1;
    for (int y = 0; y < in.height && white < 0; ++y)
      if (in.at(0, y) > 200) white = y;
    QVERIFY(white >= 0);
    auto brightness = [&] {
      const QColor c = framePixel(view, view->transform().cellRect(-1, white).center());
      return c.red() + c.green() + c.blue();
    };
    QVERIFY2(brightness() < 300, qPrintable(QString::number(brightness())));
    ConvParams params = testing::part<KernelEditor>(*m_window)->params();
    params.padding = Padding::Replicate;
    testing::part<KernelEditor>(*m_window)->setParams(params);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isSettled(), kWaitMs);
    QVERIFY2(brightness() > 500, qPrintable(QString::number(brightness())));
  }

  // `convscope apply --out x.png` and the window colour one output alike: the same mapping
  // (app/images/value_mapping), the same range, the same colours at the same cells.
  void applysPngHasTheWindowsColours_data() {
    QTest::addColumn<QString>("kernel");
    QTest::newRow("diverging") << QStringLiteral("sobel-y");     // weights add up to 0
    QTest::newRow("gray widened") << QStringLiteral("sharpen");  // values beyond 0..255
    QTest::newRow("gray") << QStringLiteral("box-blur");
  }

  void applysPngHasTheWindowsColours() {
    QFETCH(QString, kernel);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString png = dir.filePath(QStringLiteral("out.png"));
    QProcess cli;
    cli.start(QStringLiteral(CONVSCOPE_BINARY),
              {QStringLiteral("apply"), QStringLiteral("--image"), QStringLiteral("digit:7"),
               QStringLiteral("--kernel"), kernel, QStringLiteral("--out"), png});
    QVERIFY(cli.waitForFinished(60000));
    QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
    const QImage written(png);
    QCOMPARE(written.size(), QSize(28, 28));

    WorkbenchModel* model = m_window->model();
    WorkbenchChoice s = model->choice();
    s.input.source = QStringLiteral("digit:7");
    s.input.side = 0;
    s.kernel = *presetKernel(kernel.toStdString());
    s.params = ConvParams{};
    s.step = 28 * 28 - 1;  // the output view shows the cells up to the step: all of them
    model->apply(s);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isSettled(), kWaitMs);
    const Channel& out = *model->cpuOutput();
    QCOMPARE(out.width, 28);
    const auto at = [&](QPoint p) { return out.at(p.x(), p.y()); };

    // The strongest, weakest, a middling and a zero cell, away from the last step's highlight.
    QPoint low(5, 5), high(5, 5), middle(5, 5), zero(5, 5);
    const ValueRange range = valueRange(out);
    for (int y = 0; y < out.height - 3; ++y) {
      for (int x = 0; x < out.width - 3; ++x) {
        const float v = out.at(x, y);
        if (v < at(low)) low = {x, y};
        if (v > at(high)) high = {x, y};
        if (v == 0) zero = {x, y};
        const float mid = (range.min + range.max) / 2;
        if (std::abs(v - mid) < std::abs(at(middle) - mid)) middle = {x, y};
      }
    }
    ChannelView* view = m_window->cpuOutputView();
    for (const QPoint cell : {low, high, middle, zero}) {
      // A quarter into the cell: clear of grid lines and of the value written at its centre.
      const QRectF r = view->transform().cellRect(cell.x(), cell.y());
      const QColor shown = framePixel(view, r.topLeft() + QPointF(r.width(), r.height()) / 4);
      const QColor inPng = written.pixelColor(cell);
      QVERIFY2(colourDistance(shown, inPng) <= 6,
               qPrintable(QStringLiteral("(%1, %2) value %3: window %4, PNG %5")
                              .arg(cell.x())
                              .arg(cell.y())
                              .arg(at(cell))
                              .arg(shown.name(), inPng.name())));
    }
  }

  void theColourRangeFollowsTheImageNotItsBorder() {
    // An edge detector's output: moderate edges inside, and a left border column that zero
    // padding made ten times stronger. A sample of every 16th pixel of a 256-wide image once read
    // only 16 columns, the border among them, and took its strength for the whole range.
    Channel out = Channel::create(256, 4096).value();
    for (int y = 0; y < out.height; ++y) {
      out.at(0, y) = -1000;
      for (int x = 1; x < out.width; ++x)
        out.at(x, y) = x % 7 == 3 ? -100.0f : x % 7 == 5 ? 100 : 0;
    }
    const app::ValueMapping m = app::mappingFor(out, presetKernel("sobel-x").value());
    QCOMPARE(m.map, app::ColourMap::Diverging);
    QVERIFY2(m.high <= 250.0f, qPrintable(QString::number(m.high)));  // at most a quarter of 1000
    QVERIFY(m.saturates);
  }

  void aRefillNeverWritesATextureThatIsGone() {
    TextureAllocator* allocator = TextureAllocator::instance();
    QVERIFY(allocator);
    QSignalSpy finished(allocator, &TextureAllocator::finished);
    auto waitFor = [&](quint64 ticket) -> QList<QVariant> {
      for (int tries = 0; tries < 2000; ++tries) {
        for (const QList<QVariant>& call : finished)
          if (call.at(0).toULongLong() == ticket) return call;
        finished.wait(50);
      }
      return {};
    };
    const quint64 made = allocator->request(300, 200);
    const QList<QVariant> first = waitFor(made);
    QVERIFY(!first.isEmpty());
    const GLuint texture = first.at(1).toUInt();
    QVERIFY(texture != 0);
    QVERIFY(first.at(4).value<convscope::Status>().isOk());

    // Refilled in place while it exists.
    const auto content = std::make_shared<const Channel>(Channel::create(300, 200).value());
    const QList<QVariant> refilled = waitFor(allocator->request(300, 200, content, texture));
    QVERIFY(!refilled.isEmpty());
    QCOMPARE(refilled.at(1).toUInt(), texture);

    // Deleted by its owner before the refill runs: the refill reports it, and writes nothing.
    QOffscreenSurface surface;
    surface.create();
    QOpenGLContext context;
    context.setShareContext(QOpenGLContext::globalShareContext());
    QVERIFY(context.create());
    QVERIFY(context.makeCurrent(&surface));
    context.functions()->glDeleteTextures(1, &texture);
    context.functions()->glFinish();
    context.doneCurrent();
    const QList<QVariant> gone = waitFor(allocator->request(300, 200, content, texture));
    QVERIFY(!gone.isEmpty());
    QCOMPARE(gone.at(1).toUInt(), 0u);
    const auto status = gone.at(4).value<convscope::Status>();
    QCOMPARE(status.code, convscope::StatusCode::DeviceError);
    QVERIFY2(QString::fromStdString(status.message).contains(QStringLiteral("gone")),
             status.message.c_str());
  }

  // What loading did that the picture does not show (an APNG whose later frames are not used)
  // is a line under the input's name and size, naming the file as the panel does, not by its
  // whole path; an input with nothing to say hides the line.
  void theInputPanelShowsTheLoadersNotes() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QImage picture(40, 30, QImage::Format_Grayscale8);
    picture.fill(120);
    const QString file = dir.filePath(QStringLiteral("three-frames.png"));
    QFile out(file);
    QVERIFY(out.open(QIODevice::WriteOnly));
    QVERIFY(out.write(image_fixtures::apng(picture, 3)) > 0);
    out.close();
    InputPanel* panel = testing::part<InputPanel>(*m_window);
    auto* line = testing::named<QLabel>(*m_window, "inputNotes");
    QVERIFY(panel->notesText().isEmpty());
    QVERIFY(!line->isVisible());
    panel->setSource(file);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isSettled() && m_window->model()->input()->width == 40,
                             kWaitMs);
    const QString notes = panel->notesText();
    QVERIFY2(notes.contains(QStringLiteral("three-frames.png")) &&
                 notes.contains(QLatin1Char('3')) && !notes.contains(dir.path()),
             qPrintable(notes));
    QVERIFY(line->isVisible());
    QCOMPARE(line->text(), notes);

    panel->setSource(QStringLiteral("digit"));
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isSettled() && m_window->model()->input()->width == 28,
                             kWaitMs);
    QVERIFY2(panel->notesText().isEmpty(), qPrintable(panel->notesText()));
    QVERIFY(!line->isVisible());
  }

  // Linux file names are bytes: `convscope "$(printf 'w\377.png')"`, run in the file's folder,
  // opens that file. The argument is taken and made absolute by its bytes (Qt's decoding turns
  // 0xff into U+FFFD, a name no file has), and the loader opens it by the same bytes.
  void aFileNameThatIsNotUtf8OpensInTheWindow() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QByteArray folder = QFile::encodeName(dir.path());
    QByteArray name("w\xff.png");
    const QByteArray full = folder + '/' + name;
    QFile out;
    const int fd = ::open(full.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    QVERIFY(fd >= 0);
    QVERIFY(out.open(fd, QIODevice::WriteOnly, QFileDevice::AutoCloseHandle));
    QImage picture(52, 36, QImage::Format_Grayscale8);
    picture.fill(90);
    QVERIFY(picture.save(&out, "PNG"));
    out.close();
    // QTemporaryDir decodes the names it removes: this one goes by its bytes.
    const auto removeFile = qScopeGuard([&] { ::unlink(full.constData()); });
    const QString before = QDir::currentPath();
    QVERIFY(QDir::setCurrent(dir.path()));
    const auto back = qScopeGuard([&] { QDir::setCurrent(before); });
    QByteArray program("convscope");
    char* argv[] = {program.data(), name.data(), nullptr};
    const QString file = fileFromArguments(2, argv);
    QVERIFY(!file.isEmpty());
    // The byte 0xff as text/file_name.h keeps it: the lone surrogate U+DCFF.
    QVERIFY2(file.endsWith(QStringLiteral("/w") + QChar(0xdcff) + QStringLiteral(".png")),
             qPrintable(file));
    m_window->openImage(file);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isSettled() && m_window->model()->input()->width == 52,
                             kWaitMs);
    QCOMPARE(m_window->model()->input()->height, 36);
  }

 private:
  std::unique_ptr<MainWindow> m_window;
};

CONVSCOPE_GUI_TEST_MAIN(WindowTest)

#include "test_window.moc"

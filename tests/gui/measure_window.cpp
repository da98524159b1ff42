// Not a test: measures the window's frame rate while playing at 512² (`train`: beside the Train
// tab's training) and the longest GUI-thread stall while a 4096² size change, CPU runs and an
// (emulated) GPU run are under way. Run it by
// hand under Xvfb: xvfb-run -a -s "-screen 0 1920x1080x24" <build>/tests/gui/gui_measure
#include <QApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QMap>
#include <QPaintEvent>
#include <QTest>
#include <QThread>
#include <QTimer>
#include <algorithm>
#include <cstdio>
#include <vector>

#include "gui/gl/channel_view.h"
#include "gui/gl/gl_check.h"
#include "gui/main_window.h"
#include "gui/panels/input_panel.h"
#include "gui/panels/train/train_panel.h"
#include "gui/widgets/theme.h"
#include "gui_test.h"
#include "model/step_player.h"

using namespace convscope::gui;

namespace {

// Longest gap between ticks of a 2 ms timer: how long the GUI thread was busy at a stretch.
bool logGaps = false;

class Heartbeat : public QObject {
 public:
  Heartbeat() {
    m_timer.setTimerType(Qt::PreciseTimer);
    m_timer.setInterval(2);
    connect(&m_timer, &QTimer::timeout, this, [this] {
      const qint64 now = m_clock.nsecsElapsed();
      if (logGaps && now - m_lastNs > 30'000'000)
        std::printf("  gap: %.1f ms ending at %.1f ms\n", (now - m_lastNs) / 1e6,
                    QDateTime::currentMSecsSinceEpoch() % 100000 + 0.0);
      m_longestNs = std::max(m_longestNs, now - m_lastNs);
      m_lastNs = now;
    });
  }
  void start() {
    m_longestNs = 0;
    m_clock.start();
    m_lastNs = 0;
    m_timer.start();
  }
  double stop() {
    m_timer.stop();
    return m_longestNs / 1e6;
  }

 private:
  QTimer m_timer;
  QElapsedTimer m_clock;
  qint64 m_lastNs = 0;
  qint64 m_longestNs = 0;
};

// Time between frames of one view (host clock, each frameDrawn): the median says the usual
// frame, the 99th percentile the hitches that a frame rate averages away.
class FrameTimes : public QObject {
 public:
  explicit FrameTimes(ChannelView* view) {
    m_clock.start();
    connect(view, &ChannelView::frameDrawn, this, [this] {
      const qint64 now = m_clock.nsecsElapsed();
      if (m_lastNs >= 0) m_gapsMs.push_back((now - m_lastNs) / 1e6);
      m_lastNs = now;
    });
  }
  double percentile(double p) const {
    if (m_gapsMs.empty()) return 0;
    std::vector<double> sorted = m_gapsMs;
    std::sort(sorted.begin(), sorted.end());
    const size_t i =
        std::min(sorted.size() - 1, static_cast<size_t>(p * (sorted.size() - 1) + 0.5));
    return sorted[i];
  }

 private:
  QElapsedTimer m_clock;
  qint64 m_lastNs = -1;
  std::vector<double> m_gapsMs;
};

bool waitSettled(MainWindow& w, int ms) {
  QElapsedTimer t;
  t.start();
  while (!w.isSettled()) {
    if (t.elapsed() > ms) return false;
    QTest::qWait(5);
  }
  return true;
}

// Area repainted per widget class while playing (`gui_measure play 1920x1080 paints`), and the
// layout passes per widget: what the frames cost.
class PaintCounter : public QObject {
 public:
  bool eventFilter(QObject* o, QEvent* e) override {
    if (e->type() == QEvent::LayoutRequest)
      ++m_layouts[QByteArray(o->metaObject()->className()) + " " + o->objectName().toUtf8()];
    if (e->type() == QEvent::Paint) {
      const QRect r = static_cast<QPaintEvent*>(e)->rect();
      QByteArray key = QByteArray(o->metaObject()->className()) + " " + o->objectName().toUtf8();
      if (auto* w = qobject_cast<QWidget*>(o))
        key += QByteArray(" rect ") + QByteArray::number(r.width()) + "x" +
               QByteArray::number(r.height()) + " in " + QByteArray::number(w->width()) + "x" +
               QByteArray::number(w->height());
      m_area[key] += double(r.width()) * r.height();
    }
    return false;
  }
  void print(double seconds) const {
    for (auto it = m_area.begin(); it != m_area.end(); ++it)
      std::printf("  %-50s %10.0f px/s\n", it.key().constData(), it.value() / seconds);
    for (auto it = m_layouts.begin(); it != m_layouts.end(); ++it)
      std::printf("  layout requests to %-31s %10.1f /s\n", it.key().constData(),
                  it.value() / seconds);
  }

 private:
  QMap<QByteArray, double> m_area;
  QMap<QByteArray, long long> m_layouts;
};

// With `slow` as an argument, prints every event that kept the GUI thread over 20 ms, to find
// what a stall is made of.
class TimedApplication : public QApplication {
 public:
  using QApplication::QApplication;
  bool notify(QObject* receiver, QEvent* event) override {
    if (!logSlow) return QApplication::notify(receiver, event);
    QElapsedTimer t;
    t.start();
    const int type = event->type();
    const QByteArray name = receiver->metaObject()->className();
    const bool result = QApplication::notify(receiver, event);
    if (t.elapsed() > 8 && QThread::currentThread() == thread())
      std::printf("  slow event: %lld ms ending at %lld ms, type %d, to %s\n", t.elapsed(),
                  QDateTime::currentMSecsSinceEpoch() % 100000, type, name.constData());
    return result;
  }
  bool logSlow = false;
};

}  // namespace

int main(int argc, char** argv) {
  requestGlFormat();
  TimedApplication app(argc, argv);
  for (int i = 1; i < argc; ++i) app.logSlow |= QByteArray(argv[i]) == "slow";
  logGaps = app.logSlow;
  if (const QString why = probeOpenGl(); !why.isEmpty()) {
    std::fprintf(stderr, "%s\n", qPrintable(why));
    return 1;
  }
  std::printf("%s\n", qPrintable(glDescription()));
  applyTheme(app);
  MainWindow window;
  // `gui_measure play 1280x720` measures at another window size.
  QSize size(1920, 1080);
  if (argc > 2) {
    const QList<QByteArray> wh = QByteArray(argv[2]).split('x');
    if (wh.size() == 2) size = QSize(wh[0].toInt(), wh[1].toInt());
  }
  window.resize(size);
  window.show();
  if (!QTest::qWaitForWindowExposed(&window)) return 1;
  testing::part<InputPanel>(window)->setSide(512);
  testing::part<InputPanel>(window)->setSource(QStringLiteral("camera"));
  if (!waitSettled(window, 60000)) return 1;

  // `gui_measure train`: the CPU output view's frame rate while playing at 60 steps/s, first
  // alone, then with the Train tab training in the background (on one core fewer than the
  // machine has, train/config.h), in the same run.
  if (argc > 1 && QByteArray(argv[1]) == "train") {
    auto framesPerSecond = [&window](int ms) {
      const long long before = window.cpuOutputView()->framesDrawn();
      QElapsedTimer t;
      t.start();
      window.model()->player()->toStart();
      window.model()->player()->play();
      QTest::qWait(ms);
      window.model()->player()->pause();
      return (window.cpuOutputView()->framesDrawn() - before) / (t.elapsed() / 1000.0);
    };
    window.model()->player()->setSpeed(60.0);
    const double alone = framesPerSecond(4000);
    auto* train = window.trainPanel();
    train->runSteps(1'000'000);
    QElapsedTimer loading;
    loading.start();
    while (train->stepsDone() == 0 && loading.elapsed() < 120000) QTest::qWait(50);
    if (train->stepsDone() == 0) {
      std::fprintf(stderr, "training did not start (is dataset-fashion-mnist installed?)\n");
      return 1;
    }
    const long long stepsBefore = train->stepsDone();
    const double training = framesPerSecond(4000);
    std::printf(
        "512² playing at 60 steps/s: CPU output view %.1f frames/s alone, %.1f frames/s while "
        "the Train tab trains (%lld steps in 4 s): %.2f×\n",
        alone, training, train->stepsDone() - stepsBefore, training / alone);
    return 0;
  }

  // `gui_measure play` measures only the playing, e.g. under a profiler.
  const bool playOnly = argc > 1 && QByteArray(argv[1]) == "play";
  for (double speed : {60.0, 5000.0}) {
    window.model()->player()->setSpeed(speed);
    window.model()->player()->toStart();
    const long long framesBefore = window.cpuOutputView()->framesDrawn();
    const long long inBefore = window.cpuInputView()->framesDrawn();
    const long long gpuBefore =
        window.gpuInputView()->framesDrawn() + window.gpuOutputView()->framesDrawn();
    FrameTimes frames(window.cpuOutputView());
    Heartbeat beat;
    beat.start();
    QElapsedTimer t;
    t.start();
    PaintCounter paints;
    if (argc > 3) app.installEventFilter(&paints);
    window.model()->player()->play();
    QTest::qWait(4000);
    window.model()->player()->pause();
    app.removeEventFilter(&paints);
    if (argc > 3) paints.print(4.0);
    const double s = t.elapsed() / 1000.0;
    std::printf(
        "512² playing at %.0f steps/s: CPU output view %.1f frames/s, CPU input view %.1f "
        "frames/s, GPU views %.1f frames/s, %lld steps, longest GUI stall %.1f ms; CPU output "
        "frame time median %.1f ms, p99 %.1f ms\n",
        speed, (window.cpuOutputView()->framesDrawn() - framesBefore) / s,
        (window.cpuInputView()->framesDrawn() - inBefore) / s,
        (window.gpuInputView()->framesDrawn() + window.gpuOutputView()->framesDrawn() - gpuBefore) /
            s,
        window.model()->player()->position(), beat.stop(), frames.percentile(0.5),
        frames.percentile(0.99));
  }
  if (playOnly) return 0;

  {
    Heartbeat beat;
    beat.start();
    QElapsedTimer t;
    t.start();
    testing::part<InputPanel>(window)->setSide(4096);
    const bool ok = waitSettled(window, 300000);
    std::printf(
        "size change 512² → 4096² (load, resample, CPU output, uploads): settled %s in "
        "%.2f s, longest GUI stall %.1f ms\n",
        ok ? "yes" : "NO", t.elapsed() / 1000.0, beat.stop());
  }
  {
    Heartbeat beat;
    beat.start();
    QElapsedTimer t;
    t.start();
    window.model()->requestGpuRun();
    const bool ok = waitSettled(window, 300000);
    std::printf(
        "4096² GPU run (%s) and texture upload: settled %s in %.2f s, longest GUI stall "
        "%.1f ms\n",
        "emulated here", ok ? "yes" : "NO", t.elapsed() / 1000.0, beat.stop());
  }
  {
    // The full-image CPU runs (parallel, then the reference loop) keep going on the worker.
    Heartbeat beat;
    beat.start();
    QElapsedTimer t;
    t.start();
    QTest::qWait(6000);
    std::printf(
        "6 s while the 4096² CPU measurements run on the worker: longest GUI stall %.1f ms\n",
        beat.stop());
  }
  return 0;
}

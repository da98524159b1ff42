#include "gui/render/render_animation.h"

#include <QCoreApplication>
#include <QDir>
#include <QRegularExpression>
#include <QTabWidget>
#include <filesystem>
#include <system_error>
#include <vector>

#include "common/output_file.h"
#include "gui/gl/thread_overlay.h"
#include "gui/layout/window_layout.h"
#include "gui/render/window_figure.h"
#include "images/gif_encoder.h"
#include "model/replay_controller.h"
#include "model/step_player.h"
#include "model/workbench_model.h"
#include "text/file_name.h"

namespace convscope::gui {

using enum model::OverlayFlag;
using model::ReplayController;
using model::StepPlayer;
using model::WorkbenchModel;

namespace {

// A GIF keeps every frame in memory before its palette is made: 40 frames of 1920 × 1080 take
// 330 MB, so past this many bytes the frames go to PNG files instead.
constexpr qint64 kMaxGifFrameBytes = qint64(1) << 31;
constexpr int kFrameTimeoutMs = 10000;
constexpr int kSettleTimeoutMs = 120000;
// The finished replay stays up this long before the GIF loops, so the whole launch can be read.
constexpr double kReplayHoldSeconds = 2;

Status fail(const QString& message) {
  return Status::error(StatusCode::InvalidArgument, message.toStdString());
}

class AnimationText {
  Q_DECLARE_TR_FUNCTIONS(AnimationText)
};

// Puts back what the window showed (the window's export must not move what the user was
// looking at; render does not mind): the step and whether it was playing, the replay's moment,
// and the overlay and GPU tab that a replay turns on.
class RestoreWindow {
 public:
  explicit RestoreWindow(WindowLayout& window)
      : m_window(window),
        m_model(*window.model()),
        m_step(m_model.player()->position()),
        m_playing(m_model.player()->playing()),
        m_timeUs(m_model.replay()->timeUs()),
        m_overlay(m_model.overlay()),
        m_mappingTab(window.mappingTabShown()) {
    m_model.player()->pause();
    m_model.replay()->pause();
  }
  ~RestoreWindow() {
    // The overlay through the model, as every writer of it: the mapping tab follows.
    m_model.setOverlay(m_overlay);
    m_window.showMappingTab(m_mappingTab);
    m_model.player()->seek(m_step);
    m_model.replay()->setTime(m_timeUs);
    if (m_playing) m_model.player()->play();
  }
  RestoreWindow(const RestoreWindow&) = delete;
  RestoreWindow& operator=(const RestoreWindow&) = delete;

 private:
  WindowLayout& m_window;
  WorkbenchModel& m_model;
  long long m_step;
  bool m_playing;
  double m_timeUs;
  int m_overlay;
  bool m_mappingTab;
};

Status cancelled() {
  return Status::error(StatusCode::Cancelled,
                       AnimationText::tr("the animation was cancelled").toStdString());
}

// The replay's moments, in µs, one per frame: evenly spaced from `from` to `to`, or each block
// start between them with the two ends.
std::vector<double> replayTimes(const BlockSchedule& schedule, const Animation& a) {
  const double duration = schedule.durationUs();
  const double t0 = a.from * duration;
  const double t1 = a.to * duration;
  std::vector<double> times;
  if (a.frames != kFramePerBlock) {
    for (int i = 0; i < a.frames; ++i) times.push_back(t0 + (t1 - t0) * i / (a.frames - 1));
    return times;
  }
  times.push_back(t0);
  for (const BlockRun& r : schedule.runs)
    if (r.startUs > times.back() && r.startUs <= t1) times.push_back(r.startUs);
  if (t1 > times.back()) times.push_back(t1);
  return times;
}

// Turns on who ran which block on the GPU output (as pressing the replay's Play does) and checks
// that the last GPU run recorded it.
Status prepareReplay(WindowLayout& window, const AnimationProgress& progress) {
  window.showMappingTab();
  WorkbenchModel* model = window.model();
  model->setOverlay(model->overlay() | kOverlayUnits);
  // A CUDA path records blocks only when asked: turning the colours on may start a run. Cancel
  // ends the wait too.
  const auto goOn = [&] { return !progress || progress(0, 0); };
  const bool settled = waitUntil([&] { return window.isSettled() || !goOn(); }, kSettleTimeoutMs);
  if (!goOn()) return cancelled();
  if (!settled)
    return Status::error(
        StatusCode::DeviceError,
        AnimationText::tr("the GPU run for the block replay did not finish in time").toStdString());
  if (!model->replay()->hasSchedule())
    return fail(
        AnimationText::tr("the block replay needs a GPU run that recorded who ran which "
                          "block: run on the GPU first"));
  // On a short window the panel scrolls: its "N/M started" belongs in every frame.
  window.finishPendingLayout();
  window.revealReplay();
  return Status::ok();
}

}  // namespace

long long Animation::plannedFrames() const {
  if (kind == AnimationKind::Steps) return last - first + 1;
  return frames == kFramePerBlock ? -1 : frames;
}

Result<Animation> parseStepRange(const QString& text) {
  static const QRegularExpression re(QStringLiteral("^(\\d{1,12})\\.\\.(\\d{1,12})$"));
  const auto m = re.match(text);
  if (!m.hasMatch())
    return fail(AnimationText::tr("--steps must look like 1..40 (first and last step), got '%1'")
                    .arg(text.left(40)));
  Animation a;
  a.first = m.captured(1).toLongLong();
  a.last = m.captured(2).toLongLong();
  if (a.first < 1 || a.last < a.first)
    return fail(AnimationText::tr("--steps %1: the first step is 1 or more and not after the last")
                    .arg(text));
  if (a.last - a.first + 1 > kMaxAnimationFrames)
    return fail(AnimationText::tr("--steps %1 asks for %2 frames; at most %3")
                    .arg(text)
                    .arg(a.last - a.first + 1)
                    .arg(kMaxAnimationFrames));
  return a;
}

bool isReplayRange(const QString& text) {
  return text.trimmed().compare(QLatin1String("all"), Qt::CaseInsensitive) == 0 ||
         text.contains(QLatin1String(".."));
}

Result<Animation> parseReplayRange(const QString& text) {
  Animation a;
  a.kind = AnimationKind::Replay;
  if (text.trimmed().compare(QLatin1String("all"), Qt::CaseInsensitive) == 0) return a;
  static const QRegularExpression re(
      QStringLiteral("^(\\d{1,3}(?:\\.\\d{1,6})?)\\.\\.(\\d{1,3}(?:\\.\\d{1,6})?)$"));
  const auto m = re.match(text.trimmed());
  if (!m.hasMatch())
    return fail(AnimationText::tr("--replay must be F (one moment), A..B or all (an animation), "
                                  "with fractions of the launch from 0 to 1; got '%1'")
                    .arg(text.left(40)));
  a.from = m.captured(1).toDouble();
  a.to = m.captured(2).toDouble();
  if (!(a.from >= 0 && a.to <= 1 && a.from < a.to))
    return fail(AnimationText::tr("--replay %1: the fractions lie from 0 to 1 and the first is "
                                  "before the last")
                    .arg(text));
  return a;
}

Result<int> parseFrameCount(const QString& text) {
  if (text.trimmed().compare(QLatin1String("blocks"), Qt::CaseInsensitive) == 0)
    return kFramePerBlock;
  bool ok = false;
  const int n = text.trimmed().toInt(&ok);
  if (!ok || n < 2 || n > kMaxAnimationFrames)
    return fail(AnimationText::tr("--frames must be blocks or a number from 2 to %1, got '%2'")
                    .arg(kMaxAnimationFrames)
                    .arg(text.left(40)));
  return n;
}

Status checkGifBudget(long long frames, QSize pixels) {
  const qint64 bytes = frames * pixels.width() * pixels.height() * 4;
  if (bytes <= kMaxGifFrameBytes) return Status::ok();
  return Status::error(
      StatusCode::TooLarge,
      AnimationText::tr("%1 frames of %2 × %3 pixels are too many for one GIF (%4 MB in memory, "
                        "at most %5 MB); write PNG frames to a folder (--out DIR/), or use fewer "
                        "frames or a smaller size")
          .arg(frames)
          .arg(pixels.width())
          .arg(pixels.height())
          .arg(bytes / 1000000)
          .arg(kMaxGifFrameBytes / 1000000)
          .toStdString());
}

Result<QString> writeAnimation(WindowLayout& window, const QList<ChannelView*>& views,
                               const Animation& a, const AnimationProgress& progress) {
  StepPlayer* player = window.model()->player();
  ReplayController* replay = window.model()->replay();
  // Only the views on screen draw frames (a lesson hides some).
  QList<ChannelView*> shown;
  for (ChannelView* v : views)
    if (v->isVisible()) shown << v;
  RestoreWindow restore(window);

  std::vector<double> times;  // the replay's moments, one per frame
  long long count = 0;
  if (a.kind == AnimationKind::Steps) {
    if (a.last > player->count())
      return fail(AnimationText::tr("--steps ends at %1, past the last step (%2)")
                      .arg(a.last)
                      .arg(player->count()));
    count = a.last - a.first + 1;
  } else {
    if (const Status ready = prepareReplay(window, progress); !ready) return ready;
    times = replayTimes(replay->schedule(), a);
    count = static_cast<long long>(times.size());
    if (count > kMaxAnimationFrames)
      return fail(AnimationText::tr("this launch has %1 block starts: more than %2 frames; use "
                                    "--frames N (evenly spaced in time) or a shorter --replay A..B")
                      .arg(count)
                      .arg(kMaxAnimationFrames));
  }
  const QSize pixels = window.widget().size() * window.widget().devicePixelRatioF();
  if (a.gif())
    if (const Status budget = checkGifBudget(count, pixels); !budget) return budget;
  // By the name's bytes, which need not be UTF-8 (text/file_name.h); QDir would make another.
  std::error_code made;
  if (!a.gif() && !std::filesystem::create_directories(app::fileNameString(a.out), made) && made)
    return Status::error(StatusCode::IoError,
                         AnimationText::tr("cannot make the folder '%1'").arg(a.out).toStdString());

  QList<QImage> frames;
  for (long long i = 0; i < count; ++i) {
    if (progress && !progress(i, count)) return cancelled();
    if (a.kind == AnimationKind::Steps)
      player->seek(a.first + i - 1);
    else
      replay->setTime(times[static_cast<size_t>(i)]);
    if (!drawOneMoreFrame(shown, kFrameTimeoutMs))
      return Status::error(
          StatusCode::DeviceError,
          AnimationText::tr("the views did not draw frame %1 in time").arg(i + 1).toStdString());
    QImage frame = windowFigure(window.widget(), shown);
    if (frame.isNull())
      return Status::error(StatusCode::OutOfMemory,
                           AnimationText::tr("no memory for frame %1").arg(i + 1).toStdString());
    if (a.gif()) {
      frames.append(std::move(frame));
      continue;
    }
    const QString path =
        QDir(a.out).filePath(QStringLiteral("frame-%1.png").arg(i + 1, 4, 10, QLatin1Char('0')));
    if (const Status written = app::writePngFile(path, frame); !written) return written;
  }
  if (progress) progress(count, count);
  if (!a.gif()) {
    QString said =
        AnimationText::tr("wrote %1 frames to %2 (frame-0001.png …)").arg(count).arg(a.out);
    // Frames past this run's last, left by a longer older run, would play on after it.
    const QStringList stale = removeStaleFrames(a.out, count);
    if (!stale.isEmpty())
      said += QLatin1Char('\n') +
              AnimationText::tr("removed what an older run left there (%1 frames): %2")
                  .arg(stale.size())
                  .arg(stale.size() == 1 ? stale.first()
                                         : stale.first() + QStringLiteral(" … ") + stale.last());
    return said;
  }
  app::GifOptions options{a.framesPerSecond, true};
  if (a.kind == AnimationKind::Replay)
    options.lastFrameSeconds = std::max(kReplayHoldSeconds, 1 / a.framesPerSecond);
  auto gif = app::encodeGif(frames, options);
  if (!gif) return gif.status();
  // Complete or absent, as every output (app/common/output_file).
  if (const Status written = app::writeOutputFile(a.out, *gif); !written) return written;
  return AnimationText::tr("wrote %1 (%2 frames of %3 × %4 pixels at %5 frames/s, %6 KB)")
      .arg(a.out)
      .arg(count)
      .arg(frames.first().width())
      .arg(frames.first().height())
      .arg(a.framesPerSecond)
      .arg((gif->size() + 999) / 1000);
}

QStringList removeStaleFrames(const QString& folder, long long count) {
  static const QRegularExpression pattern(QStringLiteral("^frame-(\\d{4,})\\.png$"));
  // The folder by its bytes (text/file_name.h); the frames' own names are ASCII.
  QStringList names;
  std::error_code error;
  for (std::filesystem::directory_iterator it(app::fileNameString(folder), error), end;
       !error && it != end; it.increment(error)) {
    std::error_code kind;
    if (it->symlink_status(kind).type() != std::filesystem::file_type::regular) continue;
    const QString name = QString::fromStdString(it->path().filename().string());
    const QRegularExpressionMatch m = pattern.match(name);
    if (m.hasMatch() && m.captured(1).toLongLong() > count) names << name;
  }
  names.sort();
  QStringList removed;
  for (const QString& name : std::as_const(names)) {
    std::error_code gone;
    if (std::filesystem::remove(
            std::filesystem::path(app::fileNameString(folder)) / name.toStdString(), gone))
      removed << name;
  }
  return removed;
}

}  // namespace convscope::gui

#include "gui/render/render_animation.h"

#include <QCoreApplication>
#include <QDir>
#include <QRegularExpression>

#include "common/gif_encoder.h"
#include "common/output_file.h"
#include "gui/main_window.h"
#include "gui/render/window_figure.h"
#include "gui/state/step_player.h"

namespace convscope::gui {
namespace {

// A GIF keeps every frame in memory before its palette is made: 40 frames of 1920 × 1080 take
// 330 MB, so past this many bytes the frames go to PNG files instead.
constexpr qint64 kMaxGifFrameBytes = qint64(1) << 31;
constexpr int kFrameTimeoutMs = 10000;

Status fail(const QString& message) {
  return Status::error(StatusCode::InvalidArgument, message.toStdString());
}

class AnimationText {
  Q_DECLARE_TR_FUNCTIONS(AnimationText)
};

}  // namespace

Result<StepAnimation> parseStepRange(const QString& text) {
  static const QRegularExpression re(QStringLiteral("^(\\d{1,12})\\.\\.(\\d{1,12})$"));
  const auto m = re.match(text);
  if (!m.hasMatch())
    return fail(AnimationText::tr("--steps must look like 1..40 (first and last step), got '%1'")
                    .arg(text.left(40)));
  StepAnimation a;
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

Result<QString> writeStepAnimation(MainWindow& window, const QList<ChannelView*>& views,
                                   const StepAnimation& a) {
  StepPlayer* player = window.player();
  if (a.last > player->count())
    return fail(AnimationText::tr("--steps ends at %1, past the last step (%2)")
                    .arg(a.last)
                    .arg(player->count()));
  const long long count = a.last - a.first + 1;
  const QSize pixels = window.size() * window.devicePixelRatioF();
  if (a.gif() && count * pixels.width() * pixels.height() * 4 > kMaxGifFrameBytes)
    return fail(AnimationText::tr("%1 frames of %2 × %3 pixels are too many for one GIF (%4 MB "
                                  "in memory); write PNG frames with --out DIR/ or fewer steps")
                    .arg(count)
                    .arg(pixels.width())
                    .arg(pixels.height())
                    .arg(count * pixels.width() * pixels.height() * 4 / 1000000));
  if (!a.gif() && !QDir().mkpath(a.out))
    return Status::error(StatusCode::IoError,
                         AnimationText::tr("cannot make the folder '%1'").arg(a.out).toStdString());
  QList<QImage> frames;
  for (long long step = a.first; step <= a.last; ++step) {
    player->seek(step - 1);
    if (!drawOneMoreFrame(views, kFrameTimeoutMs))
      return Status::error(
          StatusCode::DeviceError,
          AnimationText::tr("the views did not draw step %1 in time").arg(step).toStdString());
    QImage frame = windowFigure(window, views);
    if (frame.isNull())
      return Status::error(StatusCode::OutOfMemory,
                           AnimationText::tr("no memory for frame %1").arg(step).toStdString());
    if (a.gif()) {
      frames.append(std::move(frame));
      continue;
    }
    const QString path = QDir(a.out).filePath(
        QStringLiteral("frame-%1.png").arg(step - a.first + 1, 4, 10, QLatin1Char('0')));
    if (const Status written = app::writePngFile(path, frame); !written) return written;
  }
  if (!a.gif())
    return AnimationText::tr("wrote %1 frames to %2 (frame-0001.png …)").arg(count).arg(a.out);
  auto gif = app::encodeGif(frames, app::GifOptions{a.framesPerSecond, true});
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

}  // namespace convscope::gui

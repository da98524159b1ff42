// The GIF encoder, read back with giflib's decoder: frame count, size, delay, loop, and every
// frame's pixels after composing the changed rectangles, as a viewer shows them.
#include <gif_lib.h>

#include <QPainter>
#include <QtTest>

#include "images/gif_encoder.h"

using convscope::app::encodeGif;
using convscope::app::GifOptions;

namespace {

struct Reader {
  QByteArray bytes;
  int offset = 0;
};

int readFromBuffer(GifFileType* gif, GifByteType* to, int count) {
  auto* r = static_cast<Reader*>(gif->UserData);
  const int n = std::min<int>(count, r->bytes.size() - r->offset);
  std::memcpy(to, r->bytes.constData() + r->offset, n);
  r->offset += n;
  return n;
}

// A 4-colour "slide": a dark image with a highlight box that moves one cell per frame.
QList<QImage> slidingBoxFrames(int count) {
  QList<QImage> frames;
  for (int i = 0; i < count; ++i) {
    QImage f(200, 120, QImage::Format_RGB32);
    f.fill(QColor(20, 20, 30));
    QPainter p(&f);
    p.fillRect(10, 10, 180, 20, QColor(240, 240, 240));
    p.fillRect(10 + i * 4, 50, 30, 30, QColor(255, 140, 0));
    frames.append(f);
  }
  return frames;
}

}  // namespace

class GifTest : public QObject {
  Q_OBJECT
 private slots:
  void framesReadBackAsDrawn() {
    const QList<QImage> frames = slidingBoxFrames(40);
    auto gif = encodeGif(frames, GifOptions{10, true});
    QVERIFY2(gif.isOk(), gif.status().message.c_str());
    Reader reader{*gif};
    int error = 0;
    GifFileType* in = DGifOpen(&reader, readFromBuffer, &error);
    QVERIFY(in);
    QCOMPARE(DGifSlurp(in), GIF_OK);
    QCOMPARE(in->ImageCount, 40);
    QCOMPARE(in->SWidth, 200);
    QCOMPARE(in->SHeight, 120);
    bool loops = false;
    for (int i = 0; i < in->SavedImages[0].ExtensionBlockCount; ++i)
      loops |= in->SavedImages[0].ExtensionBlocks[i].Function == APPLICATION_EXT_FUNC_CODE;
    QVERIFY(loops);
    // Compose the frames as a viewer does and compare each with its source.
    QImage canvas(200, 120, QImage::Format_RGB32);
    for (int i = 0; i < in->ImageCount; ++i) {
      const SavedImage& frame = in->SavedImages[i];
      GraphicsControlBlock control;
      QCOMPARE(DGifSavedExtensionToGCB(in, i, &control), GIF_OK);
      QCOMPARE(control.DelayTime, 10);
      const ColorMapObject* map =
          frame.ImageDesc.ColorMap ? frame.ImageDesc.ColorMap : in->SColorMap;
      for (int y = 0; y < frame.ImageDesc.Height; ++y)
        for (int x = 0; x < frame.ImageDesc.Width; ++x) {
          const int index = frame.RasterBits[y * frame.ImageDesc.Width + x];
          if (index == control.TransparentColor) continue;  // unchanged: the last frame shows
          const GifColorType c = map->Colors[index];
          canvas.setPixel(frame.ImageDesc.Left + x, frame.ImageDesc.Top + y,
                          qRgb(c.Red, c.Green, c.Blue));
        }
      // Four colours fit any palette exactly.
      QCOMPARE(canvas, frames[i].convertToFormat(QImage::Format_RGB32));
    }
    DGifCloseFile(in, &error);
    // Only the moving box is stored after the first frame: far less than 40 whole frames.
    QVERIFY2(gif->size() < 40 * 200 * 120 / 20, qPrintable(QString::number(gif->size())));
  }

  // A finished replay stays up before the loop: only the last frame's delay changes.
  void theLastFrameCanBeHeld() {
    GifOptions options{10, true};
    options.lastFrameSeconds = 2;
    auto gif = encodeGif(slidingBoxFrames(3), options);
    QVERIFY2(gif.isOk(), gif.status().message.c_str());
    Reader reader{*gif};
    int error = 0;
    GifFileType* in = DGifOpen(&reader, readFromBuffer, &error);
    QVERIFY(in);
    QCOMPARE(DGifSlurp(in), GIF_OK);
    QCOMPARE(in->ImageCount, 3);
    QList<int> delays;
    for (int i = 0; i < in->ImageCount; ++i) {
      GraphicsControlBlock control;
      QCOMPARE(DGifSavedExtensionToGCB(in, i, &control), GIF_OK);
      delays << control.DelayTime;
    }
    DGifCloseFile(in, &error);
    QCOMPARE(delays, (QList<int>{10, 10, 200}));
    options.lastFrameSeconds = -1;
    QCOMPARE(encodeGif(slidingBoxFrames(2), options).status().code,
             convscope::StatusCode::InvalidArgument);
  }

  void badInputIsRefused() {
    QVERIFY(!encodeGif({}).isOk());
    QList<QImage> mixed = slidingBoxFrames(2);
    mixed.append(QImage(10, 10, QImage::Format_RGB32));
    QCOMPARE(encodeGif(mixed).status().code, convscope::StatusCode::InvalidArgument);
    QCOMPARE(encodeGif(slidingBoxFrames(2), GifOptions{0, true}).status().code,
             convscope::StatusCode::InvalidArgument);
    QCOMPARE(encodeGif(slidingBoxFrames(2), GifOptions{std::nan(""), true}).status().code,
             convscope::StatusCode::InvalidArgument);
  }
};

QTEST_GUILESS_MAIN(GifTest)
#include "tst_gif.moc"

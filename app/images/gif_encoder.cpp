#include "images/gif_encoder.h"

#include <gif_lib.h>
#include <libimagequant.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <vector>

namespace convscope::app {
namespace {

constexpr int kColours = 255;
constexpr GifByteType kUnchanged = 255;

struct LiqAttrDeleter {
  void operator()(liq_attr* a) const { liq_attr_destroy(a); }
};
struct LiqImageDeleter {
  void operator()(liq_image* i) const { liq_image_destroy(i); }
};
struct LiqHistogramDeleter {
  void operator()(liq_histogram* h) const { liq_histogram_destroy(h); }
};
struct LiqResultDeleter {
  void operator()(liq_result* r) const { liq_result_destroy(r); }
};
struct ColorMapDeleter {
  void operator()(ColorMapObject* m) const { GifFreeMapObject(m); }
};

int appendToBuffer(GifFileType* gif, const GifByteType* bytes, int count) {
  static_cast<QByteArray*>(gif->UserData)->append(reinterpret_cast<const char*>(bytes), count);
  return count;
}

// The smallest rectangle in which `now` differs from `before` (palette indices, same size);
// empty when nothing changed.
QRect changedRect(const std::vector<GifByteType>& before, const std::vector<GifByteType>& now,
                  int width, int height) {
  int minX = width, minY = height, maxX = -1, maxY = -1;
  for (int y = 0; y < height; ++y) {
    const GifByteType* a = before.data() + static_cast<size_t>(y) * width;
    const GifByteType* b = now.data() + static_cast<size_t>(y) * width;
    int first = 0;
    while (first < width && a[first] == b[first]) ++first;
    if (first == width) continue;
    int last = width - 1;
    while (a[last] == b[last]) --last;
    minX = std::min(minX, first);
    maxX = std::max(maxX, last);
    minY = std::min(minY, y);
    maxY = y;
  }
  return maxX < 0 ? QRect() : QRect(QPoint(minX, minY), QPoint(maxX, maxY));
}

Status gifError(const char* what, int code) {
  return Status::error(StatusCode::IoError,
                       std::string("GIF encoder: ") + what + ": " + GifErrorString(code));
}

}  // namespace

Result<QByteArray> encodeGif(const QList<QImage>& frames, const GifOptions& options) {
  if (frames.isEmpty()) return Status::error(StatusCode::InvalidArgument, "no frames to encode");
  if (!(options.framesPerSecond >= 0.01 && options.framesPerSecond <= 50))
    return Status::error(
        StatusCode::InvalidArgument,
        "frames per second must be between 0.01 and 50 (GIF delays are in 1/100 s)");
  if (!(options.lastFrameSeconds >= 0 && options.lastFrameSeconds <= 600))
    return Status::error(StatusCode::InvalidArgument,
                         "the last frame's time must be between 0 and 600 seconds");
  const QSize size = frames.first().size();
  if (size.isEmpty() || size.width() > 65535 || size.height() > 65535)
    return Status::error(StatusCode::InvalidArgument, "a GIF frame is 1..65535 pixels a side");
  for (const QImage& f : frames)
    if (f.size() != size)
      return Status::error(StatusCode::InvalidArgument, "all frames of a GIF must have one size");
  const int width = size.width(), height = size.height();

  // RGBA8888 is R, G, B, A in memory with rows of exactly width · 4 bytes: libimagequant's layout.
  QList<QImage> rgba;
  for (const QImage& f : frames) {
    rgba.append(f.convertToFormat(QImage::Format_RGBA8888));
    if (rgba.last().isNull())
      return Status::error(StatusCode::OutOfMemory, "no memory to convert a GIF frame");
  }
  std::unique_ptr<liq_attr, LiqAttrDeleter> attr(liq_attr_create());
  if (!attr) return Status::error(StatusCode::OutOfMemory, "libimagequant could not start");
  // 255 colours: the last index is "transparent", which a later frame uses for every pixel
  // that did not change, so long runs of it compress to almost nothing.
  liq_set_max_colors(attr.get(), kColours);
  std::unique_ptr<liq_histogram, LiqHistogramDeleter> histogram(liq_histogram_create(attr.get()));
  std::vector<std::unique_ptr<liq_image, LiqImageDeleter>> images;
  for (QImage& f : rgba) {
    images.emplace_back(liq_image_create_rgba(attr.get(), f.bits(), width, height, 0));
    if (!images.back() ||
        liq_histogram_add_image(histogram.get(), attr.get(), images.back().get()) != LIQ_OK)
      return Status::error(StatusCode::OutOfMemory, "libimagequant could not read a frame");
  }
  // One palette for every frame, so unchanged pixels keep their index and frames stay small.
  liq_result* quantized = nullptr;
  if (liq_histogram_quantize(histogram.get(), attr.get(), &quantized) != LIQ_OK)
    return Status::error(StatusCode::OutOfMemory, "libimagequant could not make a palette");
  std::unique_ptr<liq_result, LiqResultDeleter> result(quantized);
  // Figures want crisp cells and text, not dither noise (which would also defeat the
  // changed-rectangle frames).
  liq_set_dithering_level(result.get(), 0.0f);

  std::vector<std::vector<GifByteType>> indices;
  for (auto& image : images) {
    indices.emplace_back(static_cast<size_t>(width) * height);
    if (liq_write_remapped_image(result.get(), image.get(), indices.back().data(),
                                 indices.back().size()) != LIQ_OK)
      return Status::error(StatusCode::OutOfMemory, "libimagequant could not map a frame");
  }
  const liq_palette* palette = liq_get_palette(result.get());
  std::unique_ptr<ColorMapObject, ColorMapDeleter> colourMap(GifMakeMapObject(256, nullptr));
  if (!colourMap) return Status::error(StatusCode::OutOfMemory, "giflib could not make a palette");
  for (int i = 0; i < 256; ++i) {
    const liq_color c =
        i < static_cast<int>(palette->count) && i < kColours ? palette->entries[i] : liq_color{};
    colourMap->Colors[i] = {c.r, c.g, c.b};
  }

  QByteArray out;
  int error = 0;
  GifFileType* gif = EGifOpen(&out, appendToBuffer, &error);
  if (!gif) return gifError("open", error);
  auto fail = [&](const char* what) {
    const int code = gif->Error;
    EGifCloseFile(gif, &error);
    return gifError(what, code);
  };
  EGifSetGifVersion(gif, true);
  if (EGifPutScreenDesc(gif, width, height, 8, 0, colourMap.get()) == GIF_ERROR)
    return fail("screen");
  if (options.loop) {
    static const GifByteType netscape[] = "NETSCAPE2.0";
    static const GifByteType loopForever[] = {1, 0, 0};  // sub-block 1, loop count 0 = forever
    if (EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE) == GIF_ERROR ||
        EGifPutExtensionBlock(gif, 11, netscape) == GIF_ERROR ||
        EGifPutExtensionBlock(gif, 3, loopForever) == GIF_ERROR ||
        EGifPutExtensionTrailer(gif) == GIF_ERROR)
      return fail("loop extension");
  }
  const int delay = std::max(2, static_cast<int>(std::lround(100.0 / options.framesPerSecond)));
  for (size_t i = 0; i < indices.size(); ++i) {
    GraphicsControlBlock control{};
    control.DisposalMode = DISPOSE_DO_NOT;  // later frames draw over this one
    control.DelayTime = delay;
    if (i + 1 == indices.size() && options.lastFrameSeconds > 0)
      control.DelayTime =
          std::max(2, static_cast<int>(std::lround(options.lastFrameSeconds * 100)));
    control.TransparentColor = i == 0 ? NO_TRANSPARENT_COLOR : kUnchanged;
    GifByteType extension[4];
    EGifGCBToExtension(&control, extension);
    if (EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, 4, extension) == GIF_ERROR)
      return fail("frame delay");
    QRect rect = i == 0 ? QRect(0, 0, width, height)
                        : changedRect(indices[i - 1], indices[i], width, height);
    if (rect.isEmpty()) rect = QRect(0, 0, 1, 1);  // an unchanged frame still takes its time
    if (EGifPutImageDesc(gif, rect.x(), rect.y(), rect.width(), rect.height(), false, nullptr) ==
        GIF_ERROR)
      return fail("frame");
    std::vector<GifByteType> row(rect.width());
    for (int y = rect.top(); y <= rect.bottom(); ++y) {
      const GifByteType* now = indices[i].data() + static_cast<size_t>(y) * width + rect.x();
      const GifByteType* before =
          i == 0 ? nullptr : indices[i - 1].data() + static_cast<size_t>(y) * width + rect.x();
      for (int x = 0; x < rect.width(); ++x)
        row[x] = before && before[x] == now[x] ? kUnchanged : now[x];
      if (EGifPutLine(gif, row.data(), rect.width()) == GIF_ERROR) return fail("frame row");
    }
  }
  if (EGifCloseFile(gif, &error) == GIF_ERROR) return gifError("close", error);
  return out;
}

}  // namespace convscope::app

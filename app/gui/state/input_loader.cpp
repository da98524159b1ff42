#include "gui/state/input_loader.h"

#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <cmath>

#include "common/image_source.h"

#include "gui/state/background_priority.h"

namespace convscope::gui {

namespace {

QString toQString(const Status& status) {
  return QString::fromStdString(status.message);
}

LoadedInput loadInput(InputRequest request, QImage image) {
  LoadedInput out;
  out.request = request;
  if (image.isNull()) {
    auto loadedImage = app::loadImage(request.source);
    if (!loadedImage) {
      out.error = toQString(loadedImage.status());
      return out;
    }
    image = std::move(loadedImage).value();
  }
  out.decoded = image;
  out.originalSize = image.size();
  out.colour = !image.allGray();
  if (request.side > 0 && std::max(image.width(), image.height()) != request.side) {
    // The longer side becomes `side`; the aspect ratio is kept so photos are not squashed.
    const double f = static_cast<double>(request.side) / std::max(image.width(), image.height());
    const int w = std::max(1, static_cast<int>(std::lround(image.width() * f)));
    const int h = std::max(1, static_cast<int>(std::lround(image.height() * f)));
    auto resampled = app::resampleImage(image, w, h);
    if (!resampled) {
      out.error = toQString(resampled.status());
      return out;
    }
    image = std::move(resampled).value();
  }
  auto channel = app::channelFromImage(image, request.pick);
  if (!channel) {
    out.error = toQString(channel.status());
    return out;
  }
  out.channel = std::make_shared<const Channel>(std::move(channel).value());
  return out;
}

}  // namespace

InputLoader::InputLoader(QObject* parent) : QObject(parent) {}

InputLoader::~InputLoader() {
  for (auto* watcher : m_watchers) watcher->waitForFinished();
}

void InputLoader::load(const InputRequest& request) {
  const int generation = ++m_generation;
  ++m_pending;
  QImage cached = request.source == m_cachedSource ? m_cachedImage : QImage();
  auto* watcher = new QFutureWatcher<LoadedInput>(this);
  m_watchers.append(watcher);
  connect(watcher, &QFutureWatcher<LoadedInput>::finished, this, [this, watcher, generation] {
    m_watchers.removeOne(watcher);
    watcher->deleteLater();
    --m_pending;
    LoadedInput result = watcher->result();
    if (!result.decoded.isNull()) {
      m_cachedSource = result.request.source;
      m_cachedImage = result.decoded;
    }
    if (generation != m_generation) return;  // a newer request is on its way
    emit loaded(result);
  });
  watcher->setFuture(QtConcurrent::run(backgroundPool(), [request, cached]() {
    useBackgroundPriority();
    return loadInput(request, cached);
  }));
}

}  // namespace convscope::gui

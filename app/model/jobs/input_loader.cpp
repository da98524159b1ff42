#include "model/jobs/input_loader.h"

#include <QPointer>
#include <algorithm>
#include <cmath>

#include "images/image_source.h"
#include "model/jobs/job_queue.h"

namespace convscope::model {

namespace {

LoadedInput loadInput(InputRequest request, QImage image) {
  LoadedInput out;
  out.request = request;
  if (image.isNull()) {
    auto loadedImage = app::loadImage(request.source);
    if (!loadedImage) {
      out.status = loadedImage.status();
      return out;
    }
    image = std::move(loadedImage).value();
  }
  out.decoded = image;
  out.notes = app::imageNotes(image);
  out.originalSize = image.size();
  out.colour = !image.allGray();
  if (request.side > 0 && std::max(image.width(), image.height()) != request.side) {
    // The longer side becomes `side`; the aspect ratio is kept so photos are not squashed.
    const double f = static_cast<double>(request.side) / std::max(image.width(), image.height());
    const int w = std::max(1, static_cast<int>(std::lround(image.width() * f)));
    const int h = std::max(1, static_cast<int>(std::lround(image.height() * f)));
    auto resampled = app::resampleImage(image, w, h);
    if (!resampled) {
      out.status = resampled.status();
      return out;
    }
    image = std::move(resampled).value();
  }
  auto channel = app::channelFromImage(image, request.pick);
  if (!channel) {
    out.status = channel.status();
    return out;
  }
  out.channel = std::make_shared<const Channel>(std::move(channel).value());
  return out;
}

}  // namespace

InputLoader::InputLoader(JobQueue* queue, QObject* parent) : QObject(parent), m_queue(queue) {}

bool InputLoader::busy() const {
  return m_queue->busy(JobTag::Input);
}

void InputLoader::load(const InputRequest& request) {
  QImage cached = request.source == m_cachedSource ? m_cachedImage : QImage();
  QPointer<InputLoader> self(this);
  m_queue->submit(JobTag::Input, [self, request, cached](const JobQueue::Job& job) {
    LoadedInput result = loadInput(request, cached);
    job.post(
        [self, result] {
          if (!self) return;
          if (!result.decoded.isNull()) {
            self->m_cachedSource = result.request.source;
            self->m_cachedImage = result.decoded;
          }
          emit self->loaded(result);
        },
        true);
  });
}

}  // namespace convscope::model

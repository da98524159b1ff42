// Loads, resamples and converts the input image off the GUI thread: a 4096² resample and
// conversion take longer than a frame, and the window must keep drawing meanwhile.
#pragma once

#include <QImage>
#include <QObject>
#include <QSize>
#include <QString>
#include <QStringList>
#include <memory>

#include "convscope/channel.h"
#include "convscope/status.h"

namespace convscope::model {

struct InputRequest {
  QString source;  // a file path or a sample spec ("digit", "camera", "gradient:512")
  int side = 0;    // longer side after resampling; 0 keeps the image's own size
  ChannelPick pick = ChannelPick::Luma;
  friend bool operator==(const InputRequest&, const InputRequest&) = default;
};

struct LoadedInput {
  InputRequest request;
  std::shared_ptr<const Channel> channel;  // null when loading failed
  QSize originalSize;
  bool colour = false;  // the source has colour, so the channel choice matters
  Status status;        // why it failed (the input panel words it)
  QImage decoded;       // the source before resampling, kept for the next size or channel change
  QStringList notes;    // what loading did that the picture does not show (app::imageNotes)
};

class JobQueue;

class InputLoader : public QObject {
  Q_OBJECT
 public:
  explicit InputLoader(JobQueue* queue, QObject* parent = nullptr);

  // Starts loading; a newer request supersedes an older one (its result is dropped).
  void load(const InputRequest& request);
  bool busy() const;

 signals:
  void loaded(const convscope::model::LoadedInput& input);

 private:
  JobQueue* m_queue;
  // The decoded source, reused when only the size or channel changes.
  QString m_cachedSource;
  QImage m_cachedImage;
};

}  // namespace convscope::model

#include "measurement_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstring>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include "text/file_name.h"

namespace convscope::speed {
namespace {

Status bad(const QString& file, const QString& what) {
  return Status::error(StatusCode::InvalidArgument,
                       (file + QStringLiteral(": ") + what).toStdString());
}

ClockSpan clockSpan(const QJsonValue& v) {
  const QJsonObject o = v.toObject();
  return {o.value(QLatin1String("min")).toDouble(), o.value(QLatin1String("median")).toDouble(),
          o.value(QLatin1String("max")).toDouble()};
}

QString mhz(double value) {
  return QString::number(value, 'f', 0);
}

// A JSON value's type as a message names it: `"device": 5` is "a number", not missing.
QString jsonTypeName(const QJsonValue& v) {
  switch (v.type()) {
    case QJsonValue::Null:
      return QStringLiteral("null");
    case QJsonValue::Bool:
      return QStringLiteral("true or false");
    case QJsonValue::Double:
      return QStringLiteral("a number");
    case QJsonValue::String:
      return QStringLiteral("a string");
    case QJsonValue::Array:
      return QStringLiteral("an array");
    case QJsonValue::Object:
      return QStringLiteral("an object");
    default:
      return QStringLiteral("nothing");
  }
}

// The series scripts/gpu/write_measurement.py writes (its SERIES, "gpu-kernel-<name>" and
// LAYER_SERIES): a row of any other name is a misspelling that no chart would ever draw.
bool isKnownSeries(const QString& name) {
  static const QStringList kSeries{
      QStringLiteral("gpu-kernel"), QStringLiteral("gpu-kernel-tiled"),
      QStringLiteral("d2d-copy"),   QStringLiteral("torch-conv2d"),
      QStringLiteral("torch-copy"), QStringLiteral("gpu-pageable"),
      QStringLiteral("gpu-pinned"), QStringLiteral("interop-map-kernel-unmap"),
      QStringLiteral("parallel")};
  static const QRegularExpression kVariant(QStringLiteral("^gpu-kernel-[a-z0-9-]+$"));
  static const QRegularExpression kLayer(QStringLiteral(
      "^layer-\\d+x\\d+-n\\d+-(cuda-upload|cuda-kernel|cuda-download|cudnn-kernel|torch-conv2d|"
      "cuda-tiled-kernel|cudnn-find-kernel)$"));
  return kSeries.contains(name) || kVariant.match(name).hasMatch() || kLayer.match(name).hasMatch();
}

}  // namespace

QString RecordedMeasurement::provenance() const {
  QString clocks = QStringLiteral("clocks not sampled");
  if (clockSamples > 0) {
    clocks = QStringLiteral("SM %1–%2 MHz (median %3, max %4), memory %5 MHz, %6 samples")
                 .arg(mhz(smMhz.min), mhz(smMhz.max), mhz(smMhz.median), mhz(smMaxMhz),
                      mhz(memMhz.median))
                 .arg(clockSamples);
  }
  return QStringLiteral("%1, driver %2, CUDA %3, cuDNN %4, PyTorch %5; commit %6; %7; %8, %9")
      .arg(device, driver, cudaRuntime, cudnn, torch, commit.left(12), clocks, date, command);
}

QString RecordedMeasurement::sweepSeries(const QString& fileSeries) {
  if (fileSeries == QLatin1String("gpu-kernel") || fileSeries == QLatin1String("gpu-pageable") ||
      fileSeries == QLatin1String("gpu-pinned")) {
    return fileSeries;
  }
  if (fileSeries == QLatin1String("interop-map-kernel-unmap")) return QStringLiteral("gpu-interop");
  return {};
}

const RecordedRow* RecordedMeasurement::find(int size, const QString& series) const {
  for (const RecordedRow& row : rows) {
    if (row.size == size && sweepSeries(row.series) == series) return &row;
  }
  return nullptr;
}

bool RecordedMeasurement::hasSeries(const QString& series) const {
  return std::any_of(rows.begin(), rows.end(),
                     [&](const RecordedRow& r) { return sweepSeries(r.series) == series; });
}

Result<RecordedMeasurement> parseMeasurement(const QByteArray& json, const QString& file) {
  QJsonParseError error{};
  const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
  if (error.error != QJsonParseError::NoError) {
    return bad(
        file,
        QStringLiteral("not JSON (%1 at byte %2)").arg(error.errorString()).arg(error.offset));
  }
  if (!doc.isObject()) return bad(file, QStringLiteral("not a JSON object"));
  const QJsonObject o = doc.object();
  RecordedMeasurement m;
  m.file = file;
  for (const auto& [key, target] :
       {std::pair{"device", &m.device}, std::pair{"date", &m.date},
        std::pair{"command", &m.command}, std::pair{"driver", &m.driver},
        std::pair{"cuda_runtime", &m.cudaRuntime}, std::pair{"commit", &m.commit}}) {
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined()) {
      return bad(file, QStringLiteral("\"%1\" is missing").arg(QLatin1String(key)));
    }
    if (!v.isString()) {
      return bad(file, QStringLiteral("\"%1\" must be a string, got %2")
                           .arg(QLatin1String(key), jsonTypeName(v)));
    }
    if (v.toString().isEmpty()) {
      return bad(file, QStringLiteral("\"%1\" is empty").arg(QLatin1String(key)));
    }
    *target = v.toString();
  }
  m.cudnn = o.value(QLatin1String("cudnn")).toString();
  m.torch = o.value(QLatin1String("torch")).toString();
  m.hostCpu = o.value(QLatin1String("host_cpu")).toString();
  const QJsonObject clocks = o.value(QLatin1String("clocks")).toObject();
  m.clockSamples = clocks.value(QLatin1String("samples")).toInt(0);
  m.smMhz = clockSpan(clocks.value(QLatin1String("sm_mhz")));
  m.memMhz = clockSpan(clocks.value(QLatin1String("mem_mhz")));
  m.smMaxMhz = clocks.value(QLatin1String("sm_max_mhz")).toDouble(0);
  const QJsonValue rows = o.value(QLatin1String("rows"));
  if (!rows.isArray()) return bad(file, QStringLiteral("\"rows\" is missing"));
  int index = 0;
  for (const QJsonValue& v : rows.toArray()) {
    const QJsonObject r = v.toObject();
    RecordedRow row;
    row.size = r.value(QLatin1String("size")).toInt(0);
    row.series = r.value(QLatin1String("series")).toString();
    row.repeats = r.value(QLatin1String("repeats")).toInt(0);
    row.medianMs = r.value(QLatin1String("median_ms")).toDouble(-1);
    row.p10Ms = r.value(QLatin1String("p10_ms")).toDouble(-1);
    row.p90Ms = r.value(QLatin1String("p90_ms")).toDouble(-1);
    row.command = r.value(QLatin1String("command")).toString();
    // A median past 1e999 in the text reads as infinity: not a time.
    if (row.size <= 0 || row.series.isEmpty() || !(row.medianMs > 0) ||
        !std::isfinite(row.medianMs)) {
      return bad(file,
                 QStringLiteral("row %1 needs a size, a series and a positive, finite median_ms")
                     .arg(index));
    }
    // The writer drops such rows; one here was typed by hand, and would vanish from every chart.
    if (!isKnownSeries(row.series)) {
      return bad(file, QStringLiteral("row %1: unknown series '%2' (the sweep draws gpu-kernel, "
                                      "gpu-pageable, gpu-pinned and interop-map-kernel-unmap)")
                           .arg(index)
                           .arg(row.series.left(80)));
    }
    if (row.repeats < 1 || !(row.p10Ms > 0) || row.p10Ms > row.medianMs ||
        row.p90Ms < row.medianMs || row.command.isEmpty()) {
      return bad(file, QStringLiteral("row %1 needs its repeats, 0 < p10_ms ≤ median_ms ≤ "
                                      "p90_ms and the command that measured it")
                           .arg(index));
    }
    m.rows << row;
    ++index;
  }
  return m;
}

Result<RecordedMeasurement> readMeasurementFile(const QString& path) {
  // A file on disk is opened without blocking and checked before it is read: a FIFO blocked
  // the open for good, /dev/zero never ended (and ran out of memory). It is always a file of the
  // user's: opened by its bytes, so ":rec.json" is that file, never one of the app's resources.
  const int fd =
      ::open(app::fileNameBytes(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
  if (fd < 0) {
    return Status::error(
        StatusCode::IoError,
        (path + QStringLiteral(": ") + QString::fromLocal8Bit(std::strerror(errno))).toStdString());
  }
  struct stat st {};
  const bool regular = ::fstat(fd, &st) == 0 && S_ISREG(st.st_mode);
  if (!regular || st.st_size > kMaxMeasurementBytes) {
    ::close(fd);
    return Status::error(
        StatusCode::IoError,
        (path + QStringLiteral(": ") +
         (regular ? QStringLiteral("%1 bytes: a measurement file is at most %2 bytes")
                        .arg(static_cast<qint64>(st.st_size))
                        .arg(kMaxMeasurementBytes)
                  : QStringLiteral("not a regular file (a folder, FIFO or device): a "
                                   "measurement file is a JSON file")))
            .toStdString());
  }
  ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
  QFile f;
  if (!f.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
    ::close(fd);
    return Status::error(StatusCode::IoError,
                         (path + QStringLiteral(": ") + f.errorString()).toStdString());
  }
  // Read no more than the limit even if the file grows meanwhile.
  return parseMeasurement(f.read(kMaxMeasurementBytes + 1), path);
}

QList<RecordedMeasurement> embeddedMeasurements(QStringList* problems) {
  QList<RecordedMeasurement> out;
  const QDir dir(QStringLiteral(":/measurements"));
  for (const QString& name : dir.entryList({QStringLiteral("*.json")}, QDir::Files)) {
    QFile f(dir.filePath(name));
    auto m = f.open(QIODevice::ReadOnly)
                 ? parseMeasurement(f.readAll(), f.fileName())
                 : Result<RecordedMeasurement>(Status::error(
                       StatusCode::IoError,
                       (f.fileName() + QStringLiteral(": ") + f.errorString()).toStdString()));
    if (m) {
      out << *m;
    } else if (problems) {
      *problems << QString::fromStdString(m.status().message);
    }
  }
  std::stable_sort(
      out.begin(), out.end(),
      [](const RecordedMeasurement& a, const RecordedMeasurement& b) { return a.date > b.date; });
  return out;
}

}  // namespace convscope::speed

#include "train_report.h"

#include <QCoreApplication>
#include <charconv>
#include <string>

#include "convscope/train/config.h"

namespace convscope::cli {
namespace {

// Shortest round-trip text in the C locale: what json.loads and float() read back exactly.
std::string number(double v) {
  char buf[64];
  return std::string(buf, std::to_chars(buf, buf + sizeof buf, v).ptr);
}

QString q(const std::string& s) {
  return QString::fromStdString(s);
}

class TrainReport {
  Q_DECLARE_TR_FUNCTIONS(TrainReport)

 public:
  static QString table(const TrainRun& run) {
    const train::TrainConfig& c = run.config;
    QString out = tr("engine %1, batch %2, lr %3, momentum %4, seed %5, shuffle %6, threads %7\n")
                      .arg(QString::fromLatin1(train::engineName(c.engine).data()))
                      .arg(c.batch)
                      .arg(q(number(c.lr)), q(number(c.momentum)))
                      .arg(QString::number(c.seed))
                      .arg(c.shuffle ? tr("on") : tr("off"))
                      .arg(run.threads);
    for (const TrainRun::EpochTest& t : run.tests) {
      out += tr("epoch %1: test accuracy %2 % on %3 images\n")
                 .arg(t.epoch + 1)
                 .arg(100.0 * t.eval.accuracy, 0, 'f', 2)
                 .arg(t.eval.images);
    }
    const train::StepTimes ms = run.meanMs();
    out += tr("%1 steps, %2 images (%3 epochs)\n")
               .arg(run.steps.size())
               .arg(run.images())
               .arg(static_cast<double>(run.images()) / run.trainImages, 0, 'f', 3);
    out += tr("mean per step: data %1 ms, forward %2 ms, backward data %3 ms, backward weights "
              "%4 ms, update %5 ms, total %6 ms\n")
               .arg(ms.data, 0, 'f', 3)
               .arg(ms.forward, 0, 'f', 3)
               .arg(ms.backwardData, 0, 'f', 3)
               .arg(ms.backwardWeights, 0, 'f', 3)
               .arg(ms.update, 0, 'f', 3)
               .arg(ms.total(), 0, 'f', 3);
    out += tr("%1 images/s\n").arg(run.imagesPerSecond(), 0, 'f', 1);
    out += tr("final test accuracy: %1 % on %2 images\n")
               .arg(100.0 * run.finalTest.accuracy, 0, 'f', 2)
               .arg(run.finalTest.images);
    return out;
  }

  static QString progress(const TrainRun& run, long long totalSteps, int stepsPerEpoch) {
    const train::StepReport& last = run.steps.back();
    const long long epochs = (totalSteps + stepsPerEpoch - 1) / stepsPerEpoch;
    return tr("epoch %1/%2, step %3/%4, loss %5, accuracy %6 %, %7 images/s")
        .arg(last.epoch + 1)
        .arg(epochs)
        .arg(last.step + 1)
        .arg(totalSteps)
        .arg(last.loss, 0, 'f', 4)
        .arg(100.0 * last.batchAccuracy, 0, 'f', 1)
        .arg(run.imagesPerSecond(), 0, 'f', 0);
  }
};

}  // namespace

long long TrainRun::images() const {
  long long n = 0;
  for (const auto& s : steps) n += s.batchSize;
  return n;
}

train::StepTimes TrainRun::meanMs() const {
  train::StepTimes m;
  if (steps.empty()) return m;
  for (const auto& s : steps) {
    m.data += s.ms.data;
    m.forward += s.ms.forward;
    m.backwardData += s.ms.backwardData;
    m.backwardWeights += s.ms.backwardWeights;
    m.update += s.ms.update;
  }
  const double n = static_cast<double>(steps.size());
  m.data /= n;
  m.forward /= n;
  m.backwardData /= n;
  m.backwardWeights /= n;
  m.update /= n;
  return m;
}

double TrainRun::imagesPerSecond() const {
  double ms = 0;
  for (const auto& s : steps) ms += s.ms.total();
  return ms > 0 ? images() / (ms / 1000.0) : 0.0;
}

QString trainJson(const TrainRun& run) {
  const train::TrainConfig& c = run.config;
  const train::StepTimes ms = run.meanMs();
  std::string j = "{";
  j += "\"engine\":\"" + std::string(train::engineName(c.engine)) + "\"";
  j += ",\"batch\":" + std::to_string(c.batch);
  j += ",\"lr\":" + number(c.lr);
  j += ",\"momentum\":" + number(c.momentum);
  j += ",\"seed\":" + std::to_string(c.seed);
  j += ",\"threads\":" + std::to_string(run.threads);
  j += std::string(",\"shuffle\":") + (c.shuffle ? "true" : "false");
  j += ",\"steps\":" + std::to_string(run.steps.size());
  j += ",\"epochs\":" + number(static_cast<double>(run.images()) / run.trainImages);
  j += ",\"images\":" + std::to_string(run.images());
  j += ",\"losses\":[";
  for (size_t i = 0; i < run.steps.size(); ++i) {
    if (i) j += ',';
    j += number(run.steps[i].loss);
  }
  j += "]";
  j += ",\"test_accuracy\":" + number(run.finalTest.accuracy);
  j += ",\"test_images\":" + std::to_string(run.finalTest.images);
  j += ",\"images_per_second\":" + number(run.imagesPerSecond());
  j += ",\"step_ms\":{\"data\":" + number(ms.data) + ",\"forward\":" + number(ms.forward) +
       ",\"backward_data\":" + number(ms.backwardData) +
       ",\"backward_weights\":" + number(ms.backwardWeights) + ",\"update\":" + number(ms.update) +
       ",\"total\":" + number(ms.total()) + "}";
  j += "}\n";
  return QString::fromStdString(j);
}

QString trainCsv(const TrainRun& run) {
  std::string out =
      "step,epoch,loss,batch_accuracy,data_ms,forward_ms,backward_data_ms,backward_weights_ms,"
      "update_ms\n";
  for (const auto& s : run.steps) {
    out += std::to_string(s.step) + "," + std::to_string(s.epoch) + "," + number(s.loss) + "," +
           number(s.batchAccuracy) + "," + number(s.ms.data) + "," + number(s.ms.forward) + "," +
           number(s.ms.backwardData) + "," + number(s.ms.backwardWeights) + "," +
           number(s.ms.update) + "\n";
  }
  return QString::fromStdString(out);
}

QString trainTable(const TrainRun& run) {
  return TrainReport::table(run);
}

QString trainProgress(const TrainRun& run, long long totalSteps, int stepsPerEpoch) {
  return TrainReport::progress(run, totalSteps, stepsPerEpoch);
}

}  // namespace convscope::cli

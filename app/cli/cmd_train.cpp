// `convscope train`: the small Fashion-MNIST network of train/README.md, one step at a time on the
// chosen engine, with a test evaluation at each epoch's end and a whole checkpoint beside it.

#include <QCoreApplication>
#include <QDir>
#include <charconv>
#include <climits>
#include <cstring>
#include <limits>
#include <memory>
#include <optional>

#include "commands.h"
#include "common/cli_support.h"
#include "common/conv_options.h"
#include "common/interrupt_guard.h"
#include "common/progress_line.h"
#include "convscope/atomic_file.h"
#include "convscope/measure.h"
#include "convscope/train/npz.h"
#include "convscope/train/trainer.h"
#include "text/file_name.h"
#include "text/message_text.h"
#include "train_report.h"

namespace convscope::cli {
namespace {

// C-locale shortest text, as the JSON prints the learning rate.
std::string decimal(double v) {
  char buf[64];
  return std::string(buf, std::to_chars(buf, buf + sizeof buf, v).ptr);
}

class TrainCommand {
  Q_DECLARE_TR_FUNCTIONS(TrainCommand)

 public:
  static QString usage() {
    return tr(
        "Usage: convscope train [--epochs N | --steps N] [--batch N] [--lr X] [--momentum X]\n"
        "         [--seed N] [--shuffle on|off] [--init weights.npz]\n"
        "         [--engine reference|onednn|cudnn] [--threads N] [--limit N] [--test-limit N]\n"
        "         [--data DIR] [--out weights.npz] [--grads grads.npz] [--format "
        "table|csv|json]\n");
  }

  static QString help() {
    return usage() +
           tr("\nTrains a small CNN (conv 1→8, pool, conv 8→16, pool, fully connected 784→10) on\n"
              "Fashion-MNIST with SGD and momentum as PyTorch does, and times each step's parts:\n"
              "data, forward, backward data, backward weights and update.\n"
              "Defaults: 1 epoch, batch 64, lr 0.05, momentum 0.9, seed 1, shuffle on, engine\n"
              "onednn, every core, 10000 test images.\n"
              "--data DIR holds {train,t10k}-{images-idx3,labels-idx1}-ubyte.gz; the default is\n"
              "$CONVSCOPE_FASHION_MNIST, else /usr/share/datasets/fashion-mnist (the Debian\n"
              "package dataset-fashion-mnist).\n"
              "--out is written at each epoch's end and at the end; --grads gets the last step's\n"
              "gradients. Ctrl-C stops after the current step (exit 130).\n");
  }

  static int run(const QStringList& args) {
    const QString cmd = QStringLiteral("train");
    QCommandLineParser parser;
    for (const char* name :
         {"epochs", "steps", "batch", "lr", "momentum", "seed", "shuffle", "init", "engine",
          "threads", "limit", "test-limit", "data", "out", "grads", "format"}) {
      parser.addOption({QString::fromLatin1(name), QString(), QStringLiteral("VALUE")});
    }
    if (const auto finished = parseArguments(parser, args, cmd, usage(), help())) return *finished;
    const auto bad = [&](const QString& message) { return usageError(cmd, message, usage()); };

    OutputFormat format{};
    QString message;
    if (!readFormat(parser,
                    {QStringLiteral("table"), QStringLiteral("csv"), QStringLiteral("json")},
                    &format, &message)) {
      return bad(message);
    }
    train::TrainConfig config;
    config.threads = train::machineThreads();
    int testLimit = 10000;
    if (parser.isSet(QStringLiteral("epochs")) && parser.isSet(QStringLiteral("steps")))
      return bad(tr("give --epochs or --steps, not both"));
    int steps = 0;
    int limit = 0;
    const struct {
      const char* name;
      int* value;
      int low, high;
    } ints[] = {{"epochs", &config.epochs, 1, 1000}, {"steps", &steps, 1, INT_MAX},
                {"batch", &config.batch, 1, 60000},  {"threads", &config.threads, 1, 256},
                {"limit", &limit, 1, INT_MAX},       {"test-limit", &testLimit, 1, INT_MAX}};
    for (const auto& opt : ints) {
      const QString name = QString::fromLatin1(opt.name);
      if (!parser.isSet(name)) continue;
      auto v =
          app::parseIntOption(QStringLiteral("--") + name, parser.value(name), opt.low, opt.high);
      if (!v) return bad(fromStd(v.status().message));
      *opt.value = *v;
    }
    config.steps = steps;
    if (limit > 0) config.limit = limit;
    const std::pair<const char*, double*> doubles[] = {{"lr", &config.lr},
                                                       {"momentum", &config.momentum}};
    for (const auto& [name, value] : doubles) {
      const QString option = QString::fromLatin1(name);
      if (!parser.isSet(option)) continue;
      const std::string text = parser.value(option).trimmed().toStdString();
      const char* end = text.data() + text.size();
      const auto parsed = std::from_chars(text.data(), end, *value);
      if (text.empty() || parsed.ec != std::errc() || parsed.ptr != end) {
        return bad(tr("--%1 must be a number such as 0.05, got '%2'")
                       .arg(option, app::shown(parser.value(option))));
      }
    }
    if (parser.isSet(QStringLiteral("seed"))) {
      const std::string text = parser.value(QStringLiteral("seed")).toStdString();
      const char* end = text.data() + text.size();
      const auto parsed = std::from_chars(text.data(), end, config.seed);
      if (text.empty() || parsed.ec != std::errc() || parsed.ptr != end) {
        return bad(tr("--seed must be a whole number from 0 to 2^64−1, got '%1'")
                       .arg(app::shown(parser.value(QStringLiteral("seed")))));
      }
    }
    if (parser.isSet(QStringLiteral("shuffle"))) {
      const QString v = parser.value(QStringLiteral("shuffle"));
      if (v != QLatin1String("on") && v != QLatin1String("off"))
        return bad(tr("--shuffle must be on or off, got '%1'").arg(app::shown(v)));
      config.shuffle = v == QLatin1String("on");
    }
    if (parser.isSet(QStringLiteral("engine"))) {
      const QString v = parser.value(QStringLiteral("engine"));
      if (!train::engineFromName(v.toStdString(), config.engine))
        return bad(tr("--engine must be reference, onednn or cudnn, got '%1'").arg(app::shown(v)));
    } else {
      config.engine = train::defaultEngine();
    }
    // Everything but the batch against the set's size, before a second goes into loading it.
    if (Status ok = train::validateConfig(config, std::numeric_limits<int>::max()); !ok)
      return bad(fromStd(ok.message));
    if (Status ok = train::engineAvailable(config.engine); !ok) return failure(cmd, ok);

    const QString outPath = parser.value(QStringLiteral("out"));
    const QString gradsPath = parser.value(QStringLiteral("grads"));
    for (const QString& path : {outPath, gradsPath}) {
      if (path.isEmpty()) continue;
      if (Status ok = checkOutputTarget(app::fileNameString(path)); !ok) return failure(cmd, ok);
    }
    std::optional<train::Params> initial;
    if (parser.isSet(QStringLiteral("init"))) {
      auto read = train::readParamsNpz(app::fileNameString(parser.value(QStringLiteral("init"))));
      if (!read) return failure(cmd, read.status());
      initial = std::move(*read);
    }
    const QString dataDir = parser.isSet(QStringLiteral("data"))
                                ? parser.value(QStringLiteral("data"))
                                : QString::fromStdString(train::defaultDataDirectory());
    // The room's message is English; the one a person most often meets is said here in theirs.
    for (const char* name : {"train-images-idx3-ubyte.gz", "train-labels-idx1-ubyte.gz",
                             "t10k-images-idx3-ubyte.gz", "t10k-labels-idx1-ubyte.gz"}) {
      const QString file = QDir(dataDir).filePath(QString::fromLatin1(name));
      if (!app::fileExists(file)) {
        return failure(cmd, tr("Fashion-MNIST not found at %1 — install the Debian package %2")
                                .arg(file, QString::fromLatin1(train::kDatasetPackage)));
      }
    }
    auto data = train::loadFashionMnist(app::fileNameString(dataDir));
    if (!data) return failure(cmd, data.status());
    if (Status ok = train::validateConfig(config, data->train.count); !ok)
      return bad(fromStd(ok.message));
    const auto trainSet = std::make_shared<const train::Dataset>(std::move(data->train));
    auto made = train::Trainer::create(trainSet, config, initial ? &*initial : nullptr);
    if (!made) return failure(cmd, made.status());
    train::Trainer& trainer = **made;
    return loop(cmd, trainer, data->test, testLimit, format, outPath, gradsPath);
  }

 private:
  static int interrupted(const QString& cmd, long long stepsDone, const QString& checkpoint) {
    // 128 + the signal, as a shell reports a command that the signal ended.
    const int signal = InterruptGuard::signal();
    const QString name = QString::fromLocal8Bit(strsignal(signal));
    failure(cmd,
            checkpoint.isEmpty()
                ? tr("interrupted (%1) after step %2: nothing written").arg(name).arg(stepsDone)
                : tr("interrupted (%1) after step %2: %3 holds the last epoch's checkpoint")
                      .arg(name)
                      .arg(stepsDone)
                      .arg(checkpoint));
    return 128 + signal;
  }

  static int loop(const QString& cmd, train::Trainer& trainer, const train::Dataset& testSet,
                  int testLimit, OutputFormat format, const QString& outPath,
                  const QString& gradsPath) {
    // Ctrl-C or a TERM: the step under way finishes, nothing more is written, and the last whole
    // checkpoint (an epoch's end) stays as it was.
    const InterruptGuard guard;
    TrainRun run;
    run.config = trainer.config();
    run.threads = trainer.config().threads;
    run.trainImages = trainer.trainImages();
    run.steps.reserve(static_cast<size_t>(std::min<long long>(trainer.totalSteps(), 1 << 24)));
    std::optional<ProgressLine> line(std::in_place, true);
    QString checkpoint;
    auto lastShown = MeasureClock::now();
    bool evaluatedAtEnd = false;
    while (!trainer.finished()) {
      if (InterruptGuard::interrupted()) return interrupted(cmd, trainer.stepsDone(), checkpoint);
      auto report = trainer.step();
      if (!report && trainer.diverged()) {
        return failure(cmd, tr("the loss became NaN or infinite at step %1 (epoch %2): training "
                               "diverged; try a lower learning rate than %3")
                                .arg(trainer.stepsDone() + 1)
                                .arg(trainer.epoch() + 1)
                                .arg(QString::fromStdString(decimal(trainer.config().lr))));
      }
      if (!report) return failure(cmd, report.status());
      run.steps.push_back(*report);
      if (line->active() && (millisecondsSince(lastShown) > 100 || trainer.finished())) {
        line->show(trainProgress(run, trainer.totalSteps(), trainer.stepsPerEpoch()));
        lastShown = MeasureClock::now();
      }
      if (!report->endsEpoch) continue;
      auto eval = trainer.evaluate(testSet, testLimit, InterruptGuard::flag());
      if (!eval) {
        if (InterruptGuard::interrupted()) return interrupted(cmd, trainer.stepsDone(), checkpoint);
        return failure(cmd, eval.status());
      }
      run.tests.push_back({report->epoch, *eval});
      run.finalTest = *eval;
      evaluatedAtEnd = trainer.finished();
      if (!outPath.isEmpty()) {
        if (Status ok = train::writeParamsNpz(app::fileNameString(outPath), trainer.weights()); !ok)
          return failure(cmd, ok);
        checkpoint = outPath;
      }
    }
    if (!evaluatedAtEnd) {
      auto eval = trainer.evaluate(testSet, testLimit, InterruptGuard::flag());
      if (!eval) {
        if (InterruptGuard::interrupted()) return interrupted(cmd, trainer.stepsDone(), checkpoint);
        return failure(cmd, eval.status());
      }
      run.tests.push_back({trainer.epoch(), *eval});
      run.finalTest = *eval;
      if (!outPath.isEmpty()) {
        if (Status ok = train::writeParamsNpz(app::fileNameString(outPath), trainer.weights()); !ok)
          return failure(cmd, ok);
      }
    }
    if (!gradsPath.isEmpty()) {
      if (Status ok = train::writeParamsNpz(app::fileNameString(gradsPath), trainer.gradients());
          !ok)
        return failure(cmd, ok);
    }
    line.reset();  // erased before the report, which may share the terminal
    if (format == OutputFormat::Json)
      printOut(trainJson(run));
    else if (format == OutputFormat::Csv)
      printOut(trainCsv(run));
    else
      printOut(trainTable(run));
    return kExitOk;
  }
};

}  // namespace

int runTrain(const QStringList& args) {
  return TrainCommand::run(args);
}

}  // namespace convscope::cli

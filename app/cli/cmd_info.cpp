// `convscope info`: the facts that decide what this machine can show: CPU, Qt, the CUDA device
// (or exactly why there is none) and the GPU path a window would take.
#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtGlobal>

#include "commands.h"
#include "common/cli_support.h"
#include "common/cuda_reason.h"
#include "convscope/cpu_info.h"
#include "convscope/cuda/device.h"
#include "gl_facts.h"

namespace convscope::cli {
namespace {

class InfoCommand {
  Q_DECLARE_TR_FUNCTIONS(InfoCommand)

 public:
  static QString usage() { return tr("Usage: convscope info [--format text|json]\n"); }

  static QString help() {
    return usage() +
           tr("\nPrints the CPU (model, cores, SIMD width, OpenMP threads), the Qt version, the\n"
              "CUDA device or the exact reason there is none, and the GPU path the window would\n"
              "use: interop (CUDA writes the on-screen texture), staged (through host memory)\n"
              "or emulated (the GPU's work run on CPU threads), and the OpenGL renderer and\n"
              "version of the display (DISPLAY), read from an offscreen context; without a\n"
              "display it says that OpenGL needs one.\n");
  }

  static int run(const QStringList& args) {
    const QString cmd = QStringLiteral("info");
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("format"), QString(), QStringLiteral("F")});
    if (const auto finished = parseArguments(parser, args, cmd, usage(), help())) {
      return *finished;
    }
    OutputFormat format{};
    QString message;
    if (!readFormat(parser, {QStringLiteral("text"), QStringLiteral("json")}, &format, &message)) {
      return usageError(cmd, message, usage());
    }

    const CpuInfo cpu = cpuInfo();
    const Result<GlFacts> gl = probeGlFacts();
    const auto device = cuda::probeDevice();
    // Without a window there is no GL context to ask whether it runs on the CUDA device, so the
    // path is stated as what the window will try first.
    QString path;
    QString pathReason;
    if (device) {
      path = QStringLiteral("interop");
      pathReason = tr("when the window's OpenGL context runs on %1; otherwise staged")
                       .arg(fromStd(device->name));
    } else {
      path = QStringLiteral("emulated");
      pathReason = fromStd(device.status().message);
    }

    if (format == OutputFormat::Json) {
      QJsonObject o{
          {QStringLiteral("version"), QStringLiteral(CONVSCOPE_VERSION)},
          {QStringLiteral("qt"), QString::fromLatin1(qVersion())},
          {QStringLiteral("cpu"),
           QJsonObject{{QStringLiteral("model"), fromStd(cpu.model)},
                       {QStringLiteral("logicalCores"), cpu.logicalCores},
                       {QStringLiteral("simd"), fromStd(cpu.simd)},
                       {QStringLiteral("simdFloatLanes"), cpu.simdFloatLanes},
                       {QStringLiteral("openmpThreads"), cpu.openmpThreads},
                       {QStringLiteral("askedThreads"), cpu.askedThreads}}},
          {QStringLiteral("cudaBuild"), cuda::builtWithCuda()},
          {QStringLiteral("gpuPath"), path},
          {QStringLiteral("gpuPathReason"), pathReason},
      };
      if (gl) {
        o.insert(QStringLiteral("gl"), QJsonObject{{QStringLiteral("renderer"), gl->renderer},
                                                   {QStringLiteral("version"), gl->version}});
      } else {
        o.insert(QStringLiteral("gl"), QJsonValue::Null);
        o.insert(QStringLiteral("glReason"), fromStd(gl.status().message));
      }
      if (device) {
        o.insert(QStringLiteral("cudaDevice"), deviceJson(*device));
      } else {
        o.insert(QStringLiteral("cudaDevice"), QJsonValue::Null);
        o.insert(QStringLiteral("cudaReason"), fromStd(device.status().message));
      }
      printOut(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented)));
      return kExitOk;
    }

    QString s;
    s += tr("ConvScope   %1 (Qt %2)\n").arg(QStringLiteral(CONVSCOPE_VERSION), qVersion());
    s += tr("CPU         %1\n").arg(cpu.model.empty() ? tr("(model unknown)") : fromStd(cpu.model));
    s += tr("            %1 logical cores, %2 (%3 floats per vector), %4 OpenMP threads\n")
             .arg(cpu.logicalCores)
             .arg(fromStd(cpu.simd))
             .arg(cpu.simdFloatLanes)
             .arg(cpu.openmpThreads);
    if (cpu.askedThreads > cpu.openmpThreads)
      s += tr("            OpenMP's settings (OMP_NUM_THREADS) ask for %1 threads: ConvScope uses "
              "%2, at most %3 per logical core\n")
               .arg(cpu.askedThreads)
               .arg(cpu.openmpThreads)
               .arg(kMaxThreadsPerCore);
    s += tr("CUDA build  %1\n").arg(cuda::builtWithCuda() ? tr("yes") : tr("no"));
    if (device) {
      s += tr("CUDA device %1: %2, compute capability %3.%4\n")
               .arg(device->index)
               .arg(fromStd(device->name))
               .arg(device->computeMajor)
               .arg(device->computeMinor);
      s += tr("            %1 SMs, %2 CUDA cores, %3 of %4 GiB free\n")
               .arg(device->smCount)
               .arg(device->cudaCores() > 0 ? QString::number(device->cudaCores()) : tr("?"))
               .arg(gib(device->memoryFree), 0, 'f', 1)
               .arg(gib(device->memoryTotal), 0, 'f', 1);
      s += tr("            driver %1, runtime %2\n")
               .arg(fromStd(cuda::cudaVersionString(device->driverVersion)),
                    fromStd(cuda::cudaVersionString(device->runtimeVersion)));
    } else {
      // The reason in the reader's words; the failed call and its place in the source on a
      // line of its own, for whoever mends the machine (the JSON keeps CUDA's whole text).
      const app::CudaReason why = app::cudaReasonInWords(device.status());
      s += tr("CUDA device none: %1\n").arg(why.words);
      if (!why.call.isEmpty()) s += tr("            detail: %1\n").arg(why.call);
    }
    s += device ? tr("GPU path    %1: %2\n").arg(path, pathReason)
                : tr("GPU path    %1, because there is no usable CUDA device (reason above)\n")
                      .arg(path);
    s += gl ? tr("OpenGL      %1, %2\n").arg(gl->renderer, gl->version)
            : tr("OpenGL      none: %1\n").arg(glReasonInWords(gl.status()));
    printOut(s);
    return kExitOk;
  }

  static double gib(std::size_t bytes) { return double(bytes) / (1024.0 * 1024.0 * 1024.0); }

  static QJsonObject deviceJson(const cuda::DeviceInfo& d) {
    return {
        {QStringLiteral("index"), d.index},
        {QStringLiteral("name"), fromStd(d.name)},
        {QStringLiteral("computeCapability"),
         QStringLiteral("%1.%2").arg(d.computeMajor).arg(d.computeMinor)},
        {QStringLiteral("smCount"), d.smCount},
        {QStringLiteral("cudaCores"), d.cudaCores()},
        {QStringLiteral("memoryTotal"), static_cast<qint64>(d.memoryTotal)},
        {QStringLiteral("memoryFree"), static_cast<qint64>(d.memoryFree)},
        {QStringLiteral("driver"), fromStd(cuda::cudaVersionString(d.driverVersion))},
        {QStringLiteral("runtime"), fromStd(cuda::cudaVersionString(d.runtimeVersion))},
    };
  }
};

}  // namespace

int runInfo(const QStringList& args) {
  return InfoCommand::run(args);
}

}  // namespace convscope::cli

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ApplyCommand</name>
    <message>
        <location filename="../../app/cli/cmd_apply.cpp" line="+31"/>
        <source>Usage: convscope apply --image FILE|SAMPLE --kernel K [--padding MODE] [--stride N]
         [--dilation N] [--flip] [--channel C] [--engine E] --out FILE.npy|FILE.png
</source>
        <translation>用法：convscope apply --image FILE|SAMPLE --kernel K [--padding MODE] [--stride N]
         [--dilation N] [--flip] [--channel C] [--engine E] --out FILE.npy|FILE.png
</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>
Convolves one channel of an image with a 3×3 kernel.

</source>
        <translation>
用 3×3 卷积核对图像的一个通道做卷积。

</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  --engine E            reference, parallel (default), emulated or cuda; all give
                        the same numbers
  --out FILE            .npy: float32, shape (height, width), for NumPy
                        .png: for viewing, in the window&apos;s colours:
%1
                        (the mapping used is printed after the run)

Example: convscope apply --image camera --kernel sobel-x --out edges.png
</source>
        <translation>  --engine E            reference、parallel（默认）、emulated 或 cuda；
                        结果完全相同
  --out FILE            .npy：float32，形状为（高，宽），供 NumPy 使用
                        .png：供查看，使用窗口的配色：
%1
                        （运行后会打印所用的映射）

示例：convscope apply --image camera --kernel sobel-x --out edges.png
</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>--engine must be one of %1, got &apos;%2&apos;</source>
        <translation>--engine 必须是 %1 之一，收到的是“%2”</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--out is required (FILE.npy or FILE.png)</source>
        <translation>必须给出 --out（FILE.npy 或 FILE.png）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--out must end in .npy or .png, got &apos;%1&apos;</source>
        <translation>--out 必须以 .npy 或 .png 结尾，收到的是“%1”</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>--image: %1</source>
        <translation>--image：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>convscope apply: note: %1
</source>
        <translation>convscope apply：注：%1
</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 engine: %2</source>
        <translation>%1 引擎：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>detail: %1</source>
        <translation>详情：%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the sums overflowed the float range (±3.4e38): the output holds inf or NaN; scale the kernel&apos;s weights down</source>
        <translation>求和超出了 float 的范围（±3.4e38）：输出中有 inf 或 NaN；请把卷积核的权重调小</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>, PNG mapping: %1</source>
        <translation>，PNG 映射：%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>wrote %1: %2×%3 from %4×%5 input, %6 engine %7 ms, values %8..%9%10
</source>
        <translation>已写入 %1：%2×%3，输入为 %4×%5，%6 引擎用时 %7 ms，取值 %8..%9%10
</translation>
    </message>
</context>
<context>
    <name>ApplyLayerCommand</name>
    <message>
        <location filename="../../app/cli/cmd_apply_layer.cpp" line="+25"/>
        <source>Usage: convscope apply --input X.npy --weights W.npy [--bias B.npy] [--padding MODE]
         [--stride N] [--dilation N] [--flip] [--engine E] [--threads N] --out Y.npy
</source>
        <translation>用法：convscope apply --input X.npy --weights W.npy [--bias B.npy] [--padding MODE]
         [--stride N] [--dilation N] [--flip] [--engine E] [--threads N] --out Y.npy
</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>
Convolves a layer: input (N,C,H,W) or (C,H,W), weights (K,C,3,3), bias (K),
float32 .npy files; writes (N,K,H&apos;,W&apos;), as torch.nn.functional.conv2d does with
padding=dilation (padding_mode zeros, replicate or reflect; &apos;none&apos; is padding=0).

</source>
        <translation>
对一整层做卷积：输入 (N,C,H,W) 或 (C,H,W)，权重 (K,C,3,3)，偏置 (K)，
均为 float32 的 .npy 文件；写出 (N,K,H&apos;,W&apos;)，与 torch.nn.functional.conv2d 在
padding=dilation 时的结果相同（padding_mode 为 zeros、replicate 或 reflect；“none”即 padding=0）。

</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>  --engine E            reference (the naive loop), im2col (im2col + sgemm,
                        OpenBLAS) or onednn (default: the fastest available)
  --threads N           CPU threads for im2col and onednn (default: all)
</source>
        <translation>  --engine E            reference（朴素循环）、im2col（im2col + sgemm，
                        OpenBLAS）或 onednn（默认：可用的最快引擎）
  --threads N           im2col 和 onednn 使用的 CPU 线程数（默认：全部）
</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>--%1 is for an image; a layer takes --input and --weights</source>
        <translation>--%1 用于图像；层使用 --input 和 --weights</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--%1 is required</source>
        <translation>必须给出 --%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--out must end in .npy, got &apos;%1&apos;</source>
        <translation>--out 必须以 .npy 结尾，收到的是“%1”</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--engine must be reference, im2col or onednn, got &apos;%1&apos;</source>
        <translation>--engine 必须是 reference、im2col 或 onednn，收到的是“%1”</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--input must be (N,C,H,W) or (C,H,W), got %1 dimensions</source>
        <translation>--input 必须是 (N,C,H,W) 或 (C,H,W)，收到的是 %1 维</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--weights must be (K,C,3,3), got %1 dimensions</source>
        <translation>--weights 必须是 (K,C,3,3)，收到的是 %1 维</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--bias must be 1-D (K), got %1 dimensions</source>
        <translation>--bias 必须是一维 (K)，收到的是 %1 维</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>layer</source>
        <translation>层</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>layer: %1</source>
        <translation>层：%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>wrote %1: %2 from %3 and weights %4, %5 %6 ms (measured)
</source>
        <translation>已写入 %1：%2，输入 %3，权重 %4，%5 用时 %6 ms（实测）
</translation>
    </message>
</context>
<context>
    <name>BenchCommand</name>
    <message>
        <location filename="../../app/cli/cmd_bench.cpp" line="+24"/>
        <source>Usage: convscope bench [--sizes 64,256,1024,4096] [--engines E,...] [--repeat N]
         [--format table|csv|json] [--kernel K] [--padding MODE] [--stride N]
         [--dilation N]
</source>
        <translation>用法：convscope bench [--sizes 64,256,1024,4096] [--engines E,...] [--repeat N]
         [--format table|csv|json] [--kernel K] [--padding MODE] [--stride N]
         [--dilation N]
</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>
Times each engine on a synthetic square image of each size and sets it against
memcpy: the output&apos;s bytes copied by as many threads as the parallel engine
uses, in the same run. That copy is the ceiling for any CPU engine here.

  --sizes S,...     sides in pixels (default 64,256,1024,4096)
  --engines E,...   from the engines below. Default: every CPU engine (the
                    reference loop up to %1 only: it is the naive loop, slow on
                    purpose), and the GPU ones when there is a CUDA device.
                    Named engines run at every size. GPU rows time the kernel
                    alone (cuda-staged: upload + kernel + download, the parts
                    shown apart) and add d2d-copy, the device-to-device copy
                    ceiling; without a device they read &apos;skipped: &lt;reason&gt;&apos;.
  --repeat N        timed runs per row, 1..1000 (default 7); one warm-up run
                    before them is not counted
  --format F        table (default), csv or json
  --kernel K        as for apply (default gaussian-blur)
  --padding MODE    as for apply (default zero)
  --stride N, --dilation N   as for apply
</source>
        <translation>
在每种尺寸的合成正方形图像上为每个引擎计时，并与 memcpy 对照：在同一次运行中，
用与并行引擎相同数量的线程复制输出的字节。这次复制就是本机任何 CPU 引擎的上限。

  --sizes S,...     边长，单位像素（默认 64,256,1024,4096）
  --engines E,...   从下列引擎中选择。默认：每个 CPU 引擎（reference 循环只到 %1：
                    它是朴素循环，故意很慢），有 CUDA 设备时还有各 GPU 引擎。
                    明确指定的引擎在每种尺寸都运行。GPU 各行只计核函数
                    （cuda-staged：上传 + 核函数 + 下载，分开显示各部分），
                    并附带 d2d-copy，即设备到设备复制的上限；
                    没有设备时显示“跳过：&lt;原因&gt;”。
  --repeat N        每行计时的运行次数，1..1000（默认 7）；之前的一次预热
                    运行不计入
  --format F        table（默认）、csv 或 json
  --kernel K        同 apply（默认 gaussian-blur）
  --padding MODE    同 apply（默认 zero）
  --stride N, --dilation N   同 apply
</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>
Engines:
</source>
        <translation>
引擎：
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>--engines: unknown engine &apos;%1&apos; (choose from %2)</source>
        <translation>--engines：未知的引擎“%1”（可选：%2）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>reference runs only up to %1 by default: it is the naive loop, slow on purpose (name it in --engines to run it at every size).</source>
        <translation>默认情况下 reference 只运行到 %1：它是朴素循环，故意写得慢（在 --engines 中写上它，就会在每个尺寸上运行）。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>CUDA rows left out: %1</source>
        <translation>未包含 CUDA 行：%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>measuring %1 …</source>
        <translation>正在测量 %1 …</translation>
    </message>
</context>
<context>
    <name>BenchLayerCommand</name>
    <message>
        <location filename="../../app/cli/cmd_bench_layer.cpp" line="+57"/>
        <source>Usage: convscope bench --layer C:K [--batch N] [--sizes S,S,...] [--repeat N]
         [--threads N] [--gpu-model NAME] [--format table|csv|json]
</source>
        <translation>用法：convscope bench --layer C:K [--batch N] [--sizes S,S,...] [--repeat N]
         [--threads N] [--gpu-model NAME] [--format table|csv|json]
</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>
Times one C→K layer of 3×3 filters (padding 1, bias) at each side on every layer
engine: layer-reference (the naive loop, slow on purpose: skipped above 2 GFLOP),
layer-im2col-openblas, layer-onednn, layer-cuda (our naive kernel),
layer-cuda-tiled (our tiled kernel: input tiles and weights in shared memory)
and layer-cudnn (on a CUDA device, kernel by CUDA events), and layer-gpu-model
(the GPU timing model).
</source>
        <translation>
在每种边长上，用每个层引擎为一个 C→K 的 3×3 卷积层（padding 1，带偏置）计时：
layer-reference（朴素循环，故意很慢：超过 2 GFLOP 时跳过）、
layer-im2col-openblas、layer-onednn、layer-cuda（我们的朴素核函数）、
layer-cuda-tiled（我们的分块核函数：输入图块和权重放在共享内存）
和 layer-cudnn（在 CUDA 设备上，用 CUDA 事件给核函数计时），以及
layer-gpu-model（GPU 计时模型）。
</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>--layer must be C:K such as 64:64, got &apos;%1&apos;</source>
        <translation>--layer 必须是 C:K，例如 64:64，收到的是“%1”</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>--gpu-model: no reference GPU named &apos;%1&apos;</source>
        <translation>--gpu-model：没有名为“%1”的参考 GPU</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>skipped: %1</source>
        <translation>跳过：%1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>measured here, %1 threads</source>
        <translation>本机实测，%1 个线程</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the naive loop is slow on purpose; this layer is %1 GFLOP, more than %2</source>
        <translation>朴素循环故意写得慢；这一层有 %1 GFLOP，超过 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>measured here, 1 thread</source>
        <translation>本机实测，1 个线程</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>measured on the device (CUDA events, kernel)</source>
        <translation>在设备上实测（CUDA 事件，只算核函数）</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1, best case: the full FP32 peak</source>
        <translation>%1，最好情况：满 FP32 峰值</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>model: %1 calibrated to DeepBench: cuDNN reached %2% of the GTX 1080 Ti&apos;s FP32 peak on %3 (direct count), plus the launch</source>
        <translation>模型：%1，按 DeepBench 校准：cuDNN 在 %3 上达到 GTX 1080 Ti FP32 峰值的 %2%（按直接计数），再加上启动开销</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1→%2 at %3, batch %4</source>
        <translation>%1→%2，%3，批大小 %4</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>; above 100% because cuDNN&apos;s Winograd or FFT algorithm does fewer multiplications than the direct count</source>
        <translation>；超过 100% 是因为 cuDNN 的 Winograd 或 FFT 算法做的乘法比直接计数少</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>published measurement: %1, %2, batch %3 (DeepBench)</source>
        <translation>已发表的测量：%1，%2，批大小 %3（DeepBench）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1→%2 at %3×%4, batch %5</source>
        <translation>%1→%2，%3×%4，批大小 %5</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>; nearest: %1, distance %2; yours is %3: scaled by the work (×%4)</source>
        <translation>；最接近的：%1，距离 %2；这里是 %3：按工作量换算（×%4）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>DeepBench did not time it (a first layer&apos;s input needs no gradient)</source>
        <translation>DeepBench 没有计时（第一层的输入不需要梯度）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>layer %1→%2, batch %3, 3×3, padding 1, bias; GFLOP/s = 2·C·9·outputs / median time
</source>
        <translation>层 %1→%2，批大小 %3，3×3，填充 1，带偏置；GFLOP/s = 2·C·9·输出数 / 中位时间
</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>size</source>
        <translation>尺寸</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>median ms</source>
        <translation>中位 ms</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GFLOP/s</source>
        <translation>GFLOP/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>CUDA said: %1
</source>
        <translation>CUDA 报告：%1
</translation>
    </message>
</context>
<context>
    <name>BenchText</name>
    <message>
        <location filename="../../app/cli/bench_measure.cpp" line="+45"/>
        <source>skipped: %1</source>
        <translation>跳过：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CUDA rows skipped: %1</source>
        <translation>跳过 CUDA 行：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  detail: %1</source>
        <translation>  详情：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the %1 kernel needs stride 1 and dilation 1</source>
        <translation>%1 核函数需要步幅 1、膨胀 1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no cuda run succeeded</source>
        <translation>没有一次 cuda 运行成功</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>upload %1 + kernel %2 + download %3 ms (pinned host memory); pageable: upload %4, download %5 ms</source>
        <translation>上传 %1 + 核函数 %2 + 下载 %3 ms（锁页主机内存）；可分页内存：上传 %4，下载 %5 ms</translation>
    </message>
    <message>
        <location line="+192"/>
        <location line="+6"/>
        <source>%1; %2</source>
        <translation>%1；%2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>runs disagree: p10–p90 spread is %1% of the median</source>
        <translation>各次运行不一致：p10–p90 的离散范围是中位数的 %1%</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1% of memcpy is above the copy ceiling: the memcpy runs were disturbed</source>
        <translation>达到 memcpy 的 %1%，超过了复制上限：memcpy 的运行受到了干扰</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>slower than the reference loop on one thread (%1 ms): its threads were held back</source>
        <translation>比单线程的参考循环（%1 ms）还慢：它的线程被拖住了</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a re-measure gave %1 ms</source>
        <translation>重新测量得到 %1 ms</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>other processes used %1% of the CPUs meanwhile</source>
        <translation>同时其他进程占用了 %1% 的 CPU</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>not trusted (%1)</source>
        <translation>不可信（%1）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Some rows are not trusted (see their notes): the machine looks busy; rerun when it is idle.</source>
        <translation>部分行不可信（见各行的备注）：这台机器似乎正忙，请在空闲时重新运行。</translation>
    </message>
</context>
<context>
    <name>Dispatcher</name>
    <message>
        <location filename="../../app/cli/cli.cpp" line="+29"/>
        <source>Usage: convscope                 open the window
       convscope render ...      render the window to a PNG (see render --help)
       convscope apply ...       convolve an image, write .npy or .png
       convscope apply --input ... convolve a layer of .npy tensors (as PyTorch)
       convscope bench ...       time the engines against a memory copy
       convscope sweep ...       time per image side, CPU against GPU, and the chart
       convscope network vgg16   VGG-16&apos;s 13 conv layers: CPU here, GPU, published
       convscope train ...       train a small CNN on Fashion-MNIST, step by step
       convscope map ...         how a CUDA launch covers an image
       convscope info            CPU, CUDA device and GPU path of this machine
       convscope lessons         the chapters of the lesson mode (--lang zh_CN)
       convscope --lesson N      open the window at lesson chapter N
       convscope FILE            open the window showing that image
       convscope --version
</source>
        <translation>用法：convscope                 打开窗口
       convscope render ...      把窗口渲染成 PNG（见 render --help）
       convscope apply ...       对图像做卷积，写出 .npy 或 .png
       convscope apply --input ... 对 .npy 张量的一层做卷积（与 PyTorch 相同）
       convscope bench ...       为各引擎计时，与内存复制对照
       convscope sweep ...       按图像边长计时，CPU 对比 GPU，并画图
       convscope network vgg16   VGG-16 的 13 个卷积层：本机 CPU、GPU、已发表数据
       convscope train ...       在 Fashion-MNIST 上逐步训练一个小型 CNN
       convscope map ...         一次 CUDA 启动如何覆盖一幅图像
       convscope info            本机的 CPU、CUDA 设备和 GPU 路径
       convscope lessons         课程模式的章节（--lang zh_CN）
       convscope --lesson N      打开窗口并进入第 N 章
       convscope FILE            打开窗口并显示该图像
       convscope --version
</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>convscope: note: only %1 of %2 threads could start (%3); the work ran on %1
</source>
        <translation>convscope：注意：%2 个线程中只有 %1 个能启动（%3）；工作在 %1 个线程上完成
</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>ConvScope %1: see why convolution runs on GPUs.

</source>
        <translation>ConvScope %1：看懂卷积为什么在 GPU 上运行。

</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>
Every subcommand takes --help and --lang en|zh_CN. Exit codes: 0 done, 1 the work
failed (a missing file, a corrupt image, no CUDA device), 2 the arguments were wrong.
</source>
        <translation>
每个子命令都接受 --help 和 --lang en|zh_CN。退出码：0 完成，1 工作失败（文件不存在、
图像损坏、没有 CUDA 设备），2 参数错误。
</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>convscope: %1; the window opens an image file (PNG, JPEG, ...)
</source>
        <translation>convscope：%1；窗口只能打开图像文件（PNG、JPEG……）
</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>convscope: unexpected argument &apos;%1&apos;: the window takes only --lesson N and --lang L
</source>
        <translation>convscope：多余的参数“%1”：窗口只接受 --lesson N 和 --lang L
</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>convscope: unknown subcommand &apos;%1&apos;
</source>
        <translation>convscope：未知的子命令“%1”
</translation>
    </message>
</context>
<context>
    <name>GlFactsText</name>
    <message>
        <location filename="../../app/cli/gl_facts.cpp" line="+18"/>
        <source>needs a display (DISPLAY is not set or cannot be opened)</source>
        <translation>需要显示器（DISPLAY 未设置或无法打开）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the display gives no OpenGL context (the window cannot draw here)</source>
        <translation>显示器不提供 OpenGL 上下文（窗口在这里无法绘制）</translation>
    </message>
</context>
<context>
    <name>InfoCommand</name>
    <message>
        <location filename="../../app/cli/cmd_info.cpp" line="+22"/>
        <source>Usage: convscope info [--format text|json]
</source>
        <translation>用法：convscope info [--format text|json]
</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>
Prints the CPU (model, cores, SIMD width, OpenMP threads), the Qt version, the
CUDA device or the exact reason there is none, and the GPU path the window would
use: interop (CUDA writes the on-screen texture), staged (through host memory)
or emulated (the GPU&apos;s work run on CPU threads), and the OpenGL renderer and
version of the display (DISPLAY), read from an offscreen context; without a
display it says that OpenGL needs one.
</source>
        <translation>
打印 CPU（型号、核心数、SIMD 宽度、OpenMP 线程数）、Qt 版本、CUDA 设备或没有设备的
确切原因，以及窗口会使用的 GPU 路径：互操作（CUDA 直接写屏幕上的纹理）、中转（经过
主机内存）或模拟（GPU 的工作在 CPU 线程上运行），还有显示器（DISPLAY）的 OpenGL
渲染器和版本，从离屏上下文读出；没有显示器时说明 OpenGL 需要一个显示器。
</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>when the window&apos;s OpenGL context runs on %1; otherwise staged</source>
        <translation>当窗口的 OpenGL 上下文运行在 %1 上时；否则为中转</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>ConvScope   %1 (Qt %2)
</source>
        <translation>ConvScope   %1（Qt %2）
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU         %1
</source>
        <translation>CPU         %1
</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(model unknown)</source>
        <translation>（型号未知）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>            %1 logical cores, %2 (%3 floats per vector), %4 OpenMP threads
</source>
        <translation>            %1 个逻辑核心，%2（每个向量 %3 个浮点数），%4 个 OpenMP 线程
</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>            OpenMP&apos;s settings (OMP_NUM_THREADS) ask for %1 threads: ConvScope uses %2, at most %3 per logical core
</source>
        <translation>            OpenMP 的设置（OMP_NUM_THREADS）要求 %1 个线程：ConvScope 只用 %2 个，每个逻辑核心最多 %3 个
</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CUDA build  %1
</source>
        <translation>CUDA 构建   %1
</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CUDA device %1: %2, compute capability %3.%4
</source>
        <translation>CUDA 设备   %1：%2，计算能力 %3.%4
</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>            %1 SMs, %2 CUDA cores, %3 of %4 GiB free
</source>
        <translation>            %1 个 SM，%2 个 CUDA 核心，%4 GiB 中空闲 %3 GiB
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>            driver %1, runtime %2
</source>
        <translation>            驱动 %1，运行时 %2
</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>CUDA device none: %1
</source>
        <translation>CUDA 设备   无：%1
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>            detail: %1
</source>
        <translation>            详情：%1
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU path    %1: %2
</source>
        <translation>GPU 路径    %1：%2
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU path    %1, because there is no usable CUDA device (reason above)
</source>
        <translation>GPU 路径    %1，因为没有可用的 CUDA 设备（原因见上）
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>OpenGL      %1, %2
</source>
        <translation>OpenGL      %1，%2
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OpenGL      none: %1
</source>
        <translation>OpenGL      无：%1
</translation>
    </message>
</context>
<context>
    <name>LessonsCommand</name>
    <message>
        <location filename="../../app/cli/cmd_lessons.cpp" line="+18"/>
        <source>Usage: convscope lessons [--lang en|zh_CN] [--glossary]
</source>
        <translation>用法：convscope lessons [--lang en|zh_CN] [--glossary]
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
Lists the chapters of the lesson mode, one &quot;N title&quot; a line.
Open one with `convscope --lesson N`; draw it for slides with
`convscope render --lesson N --out F.png`.

  --lang en|zh_CN   the language (default: the system&apos;s)
  --glossary        the words the lessons explain, with their meaning
</source>
        <translation>
列出课程模式的各章，每行一个“N 标题”。
用 `convscope --lesson N` 打开一章；用
`convscope render --lesson N --out F.png` 把它画成幻灯片。

  --lang en|zh_CN   语言（默认：系统的语言）
  --glossary        课程讲解的术语及其含义
</translation>
    </message>
</context>
<context>
    <name>MapCommand</name>
    <message>
        <location filename="../../app/cli/cmd_map.cpp" line="+30"/>
        <source>Usage: convscope map --size WxH --block BXxBY [--pixel X,Y] [--format text|json]
       convscope map --access [--kernel naive|tiled|rows] --size WxH --block BXxBY
         [--pixel X,Y] [--format text|json]
</source>
        <translation>用法：convscope map --size WxH --block BXxBY [--pixel X,Y] [--format text|json]
      convscope map --access [--kernel naive|tiled|rows] --size WxH --block BXxBY
         [--pixel X,Y] [--format text|json]
</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>
Shows how a CUDA launch with one thread per output pixel covers a W×H output:
the grid of blocks, the threads that fall past the edges and idle, and the
share of warp lanes that compute (warps are scheduled whole, 32 lanes).

  --size WxH        output size in pixels, e.g. 129x1 or 1920x1080
  --block BXxBY     threads per block, e.g. 16x16 (x·y at most 1024)
  --pixel X,Y       also show which block, thread, warp and lane computes (X, Y)
  --format F        text (default) or json

With --access: how the kernel gets its data, computed from the addresses it
reads (no GPU needed, nothing measured). For one warp, each load instruction&apos;s
32-byte sectors and 128-byte lines and the share of the bytes moved that are
used (coalescing); the block&apos;s loads per output; the tile&apos;s loads against the
naive kernel&apos;s; shared-memory bank conflicts; where the nine weights live.
The image is W×H with zero padding (the output the same size).
  --kernel K        naive (default: global memory), tiled (shared-memory tile)
                    or rows (a sliding window in registers)
  --pixel X,Y       the warp that computes (X, Y); default: warp 0 of a block
                    inside the image

Examples: convscope map --size 129x1 --block 32x1 --pixel 128,0
          convscope map --access --size 1024x1024 --block 1x32
</source>
        <translation>
显示每个输出像素一个线程的 CUDA 启动如何覆盖 W×H 的输出：线程块组成的网格、
落在边缘之外而空闲的线程，以及线程束中真正计算的 lane 所占的比例（线程束整体调度，
每个线程束 32 个 lane）。

  --size WxH        输出尺寸，单位像素，例如 129x1 或 1920x1080
  --block BXxBY     每个线程块的线程数，例如 16x16（x·y 最多 1024）
  --pixel X,Y       另外显示计算 (X, Y) 的线程块、线程、线程束和 lane
  --format F        text（默认）或 json

加上 --access：核函数如何拿到数据，由它读取的地址算出（不需要 GPU，不做测量）。
对一个线程束：每条加载指令涉及的 32 字节扇区和 128 字节缓存行，以及搬运的字节中
用到的比例（合并访问）；线程块每个输出的加载次数；图块的加载次数与朴素核函数的
对比；共享内存的存储体冲突；九个权重放在哪里。
图像为 W×H，零填充（输出同样大小）。
  --kernel K        naive（默认：全局内存）、tiled（共享内存图块）
                    或 rows（寄存器里的滑动窗口）
  --pixel X,Y       计算 (X, Y) 的那个线程束；默认：图像内部某个线程块的 0 号线程束

示例：convscope map --size 129x1 --block 32x1 --pixel 128,0
      convscope map --access --size 1024x1024 --block 1x32
</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>--size is required, e.g. --size 256x256</source>
        <translation>必须给出 --size，例如 --size 256x256</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--block is required, e.g. --block 16x16</source>
        <translation>必须给出 --block，例如 --block 16x16</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--size: %1</source>
        <translation>--size：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--block: %1</source>
        <translation>--block：%1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>--pixel must be X,Y, got &apos;%1&apos;</source>
        <translation>--pixel 必须是 X,Y，收到的是“%1”</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--pixel (%1, %2) lies outside the %3×%4 output</source>
        <translation>--pixel (%1, %2) 在 %3×%4 的输出之外</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>--kernel goes with --access</source>
        <translation>--kernel 要和 --access 一起用</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--kernel must be naive, tiled or rows, got &apos;%1&apos;</source>
        <translation>--kernel 必须是 naive、tiled 或 rows，收到的是“%1”</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>(%1; a %2×%3 image, zero padding)

</source>
        <translation>（%1；%2×%3 的图像，零填充）

</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>warp %1 of block (%2, %3), its load instructions:
</source>
        <translation>线程块 (%2, %3) 的 %1 号线程束，它的加载指令：
</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>
the block&apos;s %1×%2 threads together:
</source>
        <translation>
线程块的 %1×%2 个线程合计：
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
tiled kernel, this block shape:
</source>
        <translation>
分块核函数，这个线程块形状：
</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>shared tile rows %1 floats apart: %2</source>
        <translation>共享内存中图块各行相隔 %1 个浮点数：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unpadded, %1 apart: %2</source>
        <translation>不补齐，相隔 %1：%2</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>1 warp</source>
        <translation>1 个线程束</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 warps</source>
        <translation>%1 个线程束</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 thread</source>
        <translation>1 个线程</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 threads</source>
        <translation>%1 个线程</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 block</source>
        <translation>1 个线程块</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 blocks</source>
        <translation>%1 个线程块</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>output      %1×%2 pixels, one thread each
</source>
        <translation>输出        %1×%2 像素，每个像素一个线程
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>block       %1×%2 = %3 = %4 of %5 lanes
</source>
        <translation>线程块      %1×%2 = %3 = %4（每个线程束 %5 个 lane）
</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>grid        %1×%2 = %3, numbered 0–%4 (%5 in x, %2 in y)
</source>
        <translation>网格        %1×%2 = %3，编号 0–%4（x 方向 %5，y 方向 %2 个）
</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>threads     %1 launched, %2 computes a pixel, %3 idle
</source>
        <translation>线程        启动 %1 个，%2 个计算像素，%3 个空闲
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>threads     %1 launched, %2 compute a pixel, %3 idle
</source>
        <translation>线程        启动 %1 个，%2 个计算像素，%3 个空闲
</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>idle        %1 columns past the right edge, %2 rows past the bottom
</source>
        <translation>空闲        右边缘之外 %1 列，下边缘之外 %2 行
</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>warps       %1 in all, warp efficiency %2% (lanes that compute / lanes scheduled)
</source>
        <translation>线程束      共 %1 个，线程束效率 %2%（计算的 lane / 调度的 lane）
</translation>
    </message>
</context>
<context>
    <name>ModelText</name>
    <message>
        <location filename="../../app/cli/cmd_sweep.cpp" line="+49"/>
        <source>The model at %1, %2: %3 = %4 = %5
</source>
        <translation>%1、%2 下的模型：%3 = %4 = %5
</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>upload</source>
        <translation>上传</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>launch</source>
        <translation>启动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>kernel</source>
        <translation>核函数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>download</source>
        <translation>下载</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>map</source>
        <translation>映射</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unmap</source>
        <translation>解除映射</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>max(%1 / %2, %3 / %4) = max(%5, %6) = %7 (memory-bound)</source>
        <translation>max(%1 / %2, %3 / %4) = max(%5, %6) = %7（受限于内存）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>max(%1 / %2, %3 / %4) = max(%5, %6) = %7 (compute-bound)</source>
        <translation>max(%1 / %2, %3 / %4) = max(%5, %6) = %7（受限于计算）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 / %2 (%3 % of %4&apos;s %5) + %6 = %7</source>
        <translation>%1 / %2（%4 的 %5 的 %3 %）+ %6 = %7</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (assumed)</source>
        <translation>%1（假定值）</translation>
    </message>
</context>
<context>
    <name>NetworkCommand</name>
    <message>
        <location filename="../../app/cli/cmd_network.cpp" line="+83"/>
        <source>Usage: convscope network vgg16 [--batch N] [--format table|csv|json] [--gpu-model NAME]
         [--repeat N] [--threads N]
</source>
        <translation>用法：convscope network vgg16 [--batch N] [--format table|csv|json] [--gpu-model NAME]
         [--repeat N] [--threads N]
</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>
Times VGG-16&apos;s 13 convolution layers (3×3, padding 1) on this CPU with the
fastest CPU engine (measured here), gives a GPU&apos;s time for each (measured with
CUDA events on a device; otherwise the GPU model of --gpu-model, default %1),
and prints the published whole-network figures beside them.

  --batch N             images per pass, 1..64 (default 1)
  --repeat N            timed runs per layer, the median is shown (default 3)
  --threads N           CPU threads (default: all)
</source>
        <translation>
用最快的 CPU 引擎在本机 CPU 上为 VGG-16 的 13 个卷积层（3×3，填充 1）计时
（本机实测），给出 GPU 上每层的时间（有设备时用 CUDA 事件实测；否则用 --gpu-model
的 GPU 模型，默认 %1），并在旁边列出已发表的整网数据。

  --batch N             每次前向的图像数，1..64（默认 1）
  --repeat N            每层计时的运行次数，显示中位数（默认 3）
  --threads N           CPU 线程数（默认：全部）
</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>name one network: vgg16, got &apos;%1&apos;</source>
        <translation>请指定一个网络：vgg16，收到的是“%1”</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>--gpu-model: no reference GPU named &apos;%1&apos;</source>
        <translation>--gpu-model：没有名为“%1”的参考 GPU</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>--batch %1: %2</source>
        <translation>--batch %1：%2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>measured here: %1, %2 threads</source>
        <translation>本机实测：%1，%2 个线程</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>measured on the device: cuDNN kernel (CUDA events)</source>
        <translation>在设备上实测：cuDNN 核函数（CUDA 事件）</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+7"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>note: the CPU times of %1 are not trusted: other programs held the CPUs while they were timed, or their runs disagree; run again on an idle machine
</source>
        <translation>注：%1 的 CPU 时间不可信：计时的时候其他程序占着 CPU，或几次运行结果不一致；请在机器空闲时重新运行
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, </source>
        <comment>between layer names</comment>
        <translation>、</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>VGG-16, 13 conv layers, batch %1, 224×224 input
</source>
        <translation>VGG-16，13 个卷积层，批大小 %1，224×224 输入
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cpu fwd: %1
gpu fwd: %2
</source>
        <translation>CPU 前向：%1
GPU 前向：%2
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>best: %1, every layer at the full FP32 peak (a best case, not a measurement)
cal: the same model calibrated to DeepBench: the fraction of the GTX 1080 Ti&apos;s FP32 peak
     that cuDNN 6.0 reached on the nearest published layer (batch 8 or 16, scaled by the work),
     on %2&apos;s peak (a model; below the best case where cuDNN&apos;s Winograd does fewer
     multiplications than the direct count; a batch of 1 reaches less)
bwd: the input and weight gradients (conv1_1: weights only)

</source>
        <translation>最好：%1，每层都按满 FP32 峰值计算（最好情况，不是测量）
校准：同一模型按 DeepBench 校准：取 cuDNN 6.0 在已发表的最接近的层上达到的
     GTX 1080 Ti FP32 峰值比例（批大小 8 或 16，按工作量换算），用在 %2 的峰值上
     （这是模型；cuDNN 的 Winograd 乘法比直接计数少时，它比最好情况还快；
     批大小为 1 时达到的比例更低）
反向：输入梯度和权重梯度（conv1_1 只有权重梯度）

</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>cpu fwd</source>
        <translation>CPU 前向</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gpu fwd</source>
        <translation>GPU 前向</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>fwd best</source>
        <translation>前向最好</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fwd cal</source>
        <translation>前向校准</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>bwd best</source>
        <translation>反向最好</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bwd cal</source>
        <translation>反向校准</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Training step (forward + backward) on the GPU model: best case %1 ms, calibrated %2 ms.
CPU %3 GFLOP/s forward, measured here (its backward is not timed here). The GPU&apos;s layers keep
their data in VRAM, so only the first input and the last output would cross PCIe (not counted).
</source>
        <translation>GPU 模型上的一个训练步（前向 + 反向）：最好情况 %1 毫秒，校准后 %2 毫秒。
CPU 前向 %3 GFLOP/s，在本机测得（它的反向这里不计时）。GPU 上的各层把数据留在显存中，
所以只有第一个输入和最后一个输出要经过 PCIe（未计入）。
</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>
Published: %1; VGG-16, batch 16, 224×224; other hardware, not measured here:
</source>
        <translation>
已发表的数据：%1；VGG-16，批大小 16，224×224；别的硬件，不是在本机测得：
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>device</source>
        <translation>设备</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cuDNN</source>
        <translation>cuDNN</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>forward ms</source>
        <translation>前向 ms</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>backward ms</source>
        <translation>反向 ms</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>total ms</source>
        <translation>合计 ms</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>(no row in that table)</source>
        <translation>（该表中没有这一行）</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>
How much faster is a GPU? One story for every figure above:
</source>
        <translation>
GPU 到底快多少？上面每个数字放在一起讲清楚：
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>- The articles&apos; &quot;about 20×&quot; lies between the published ratios below: %1× for training
  without cuDNN, %2× for the forward pass with it.
</source>
        <translation>- 文章里常说的“约 20 倍”介于下面两个已发表的比值之间：不用 cuDNN 训练是 %1×，
  用 cuDNN 做前向是 %2×。
</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>- Published forward: %1× = %2 / %3 ms (dual Xeon against GTX 1080 Ti, cuDNN 5.1.10);
  %4× = %2 / %5 ms against the GTX 1080 with cuDNN 5.0.05 (the 47× often quoted
  is this pair in a 2016 revision of the table).
</source>
        <translation>- 已发表的前向：%1× = %2 / %3 ms（双路 Xeon 对 GTX 1080 Ti，cuDNN 5.1.10）；
  对用 cuDNN 5.0.05 的 GTX 1080 是 %4× = %2 / %5 ms（常被引用的 47× 就是
  这一对数字在该表 2016 年版本中的比值）。
</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>- Published training step: %1× = %2 / %3 ms (GTX 1080 Ti, cuDNN 5.1.10); without cuDNN
  %4× = %2 / %5 ms (GTX 1080, Torch&apos;s own CUDA convolutions).
</source>
        <translation>- 已发表的训练步：%1× = %2 / %3 ms（GTX 1080 Ti，cuDNN 5.1.10）；不用 cuDNN 时
  %4× = %2 / %5 ms（GTX 1080，Torch 自带的 CUDA 卷积）。
</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>- This machine, batch %1: the CPU&apos;s forward %2 ms measured here against the device&apos;s %3 ms
  measured: %4× (published beside it: %5× forward at batch 16).
</source>
        <translation>- 本机，批大小 %1：在本机测得的 CPU 前向 %2 毫秒，对设备上测得的 %3 毫秒，
  是 %4×（旁边的已发表数据：批大小 16 的前向 %5×）。
</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>- This machine, batch %1: the CPU&apos;s forward %2 ms measured here against the %3 model&apos;s
  best case %4 ms: %5×, and its calibrated case %6 ms: %7× (models; published beside
  them: %8× forward, dual Xeon against GTX 1080 Ti at batch 16).
</source>
        <translation>- 本机，批大小 %1：在本机测得的 CPU 前向 %2 毫秒，对 %3 模型的最好情况 %4 毫秒
  是 %5×，对它的校准情况 %6 毫秒是 %7×（这些是模型；旁边的已发表数据：
  批大小 16 时双路 Xeon 对 GTX 1080 Ti 的前向 %8×）。
</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Why they differ: the hardware&apos;s year and core count (a 2014 pair of 8-core Xeons against
2016-2017 cards; this CPU has %1 threads, the %2 is from a later year); cuDNN (the same
GTX 1080: %3 ms without, %4 ms with cuDNN 5.1.05, %5×); the batch (published at 16; a small
batch leaves a GPU&apos;s cores idle); the precision (all FP32 here; DeepBench&apos;s V100, 64→128 at
112², batch 16: %6 ms in FP32, %7 ms with FP16 inputs on the Tensor Cores, %8×); forward or
training (the backward pass has about twice the forward&apos;s work, so the ratio moves
from %9× to %10×).
</source>
        <translation>为什么不同：硬件的年代和核心数（2014 年的两颗 8 核 Xeon 对 2016–2017 年的显卡；
本机 CPU 有 %1 个线程，%2 是更晚的产品）；cuDNN（同一块 GTX 1080：不用时 %3 毫秒，
用 cuDNN 5.1.05 时 %4 毫秒，%5×）；批大小（已发表的是 16；批太小时 GPU 的核心闲着）；
精度（这里全是 FP32；DeepBench 的 V100，64→128，112²，批大小 16：FP32 %6 毫秒，
在 Tensor Core 上用 FP16 输入 %7 毫秒，%8×）；前向还是训练（反向的工作量约为
前向的两倍，所以比值从 %9× 变成 %10×）。
</translation>
    </message>
    <message>
        <location line="-133"/>
        <source>name</source>
        <translation>层</translation>
    </message>
    <message>
        <location line="-212"/>
        <source>jcjohnson/cnn-benchmarks, final revision 2017-09-25 (commit 83d441f), Torch7</source>
        <translation>jcjohnson/cnn-benchmarks，最终版 2017-09-25（提交 83d441f），Torch7</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CPU: Dual Xeon E5-2630 v3</source>
        <translation>CPU：双路 Xeon E5-2630 v3</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>%1, kernel only; a best case: every layer at the card&apos;s full FP32 peak, which real layers reach only in part</source>
        <translation>%1，只算核函数；最好情况：每层都按显卡的满 FP32 峰值计算，真实的层只能达到其中一部分</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>side</source>
        <translation>边长</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gflop</source>
        <translation>GFLOP</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>total</source>
        <translation>合计</translation>
    </message>
</context>
<context>
    <name>ReportText</name>
    <message>
        <location filename="../../app/cli/bench_report.cpp" line="+22"/>
        <source>convscope bench: 3×3 %1, %2 padding, stride %3, dilation %4%5; float32 in and out
</source>
        <translation>convscope bench：3×3 %1，%2 填充，步幅 %3，膨胀 %4%5；输入输出均为 float32
</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>, flipped</source>
        <translation>，已翻转</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU: %1; %2 threads for parallel and memcpy; %3 (%4 floats per vector)
</source>
        <translation>CPU：%1；parallel 和 memcpy 使用 %2 个线程；%3（每个向量 %4 个浮点数）
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>model unknown</source>
        <translation>型号未知</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each row: median of %1 timed runs after %2 warm-up run(s), spread p10–p90. The CPU
rows of a size run in turns (one run of each, then the next), and the multi-threaded
ones are measured again after. others: the share of all CPUs other processes used
while a size was timed (– where too short to tell).
</source>
        <translation>每行：%2 次预热之后 %1 次计时运行的中位数，离散范围为 p10–p90。同一尺寸的各 CPU 行
轮流运行（每个引擎各跑一次，再进入下一轮），多线程的行之后再测一次。其他进程：计时
该尺寸期间其他进程占用全部 CPU 的比例（时间太短无法判断时为 –）。
</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>GB/s = (input + output bytes) / median. memcpy: the output&apos;s bytes copied by the
same threads, the most any CPU engine here can hope for. Small images fit in the
CPU caches, where a copy is far faster than from memory: the ceiling that matters
is the one at sizes larger than the caches (64 MiB per buffer at 4096²).
</source>
        <translation>GB/s = （输入 + 输出字节数）/ 中位时间。memcpy：由同样的线程复制输出的字节数，
这是这里任何 CPU 引擎所能期望的上限。小图像能放进 CPU 缓存，在缓存里复制比从内存
复制快得多：真正有意义的上限是比缓存更大的尺寸下的那一个（4096² 时每个缓冲区
64 MiB）。
</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>size</source>
        <translation>尺寸</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>median ms</source>
        <translation>中位 ms</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>p10–p90 ms</source>
        <translation>p10–p90 ms</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mpx/s</source>
        <translation>Mpx/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>× reference</source>
        <translation>相对 reference</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>of memcpy</source>
        <translation>占 memcpy</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>others</source>
        <translation>其他进程</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>skipped: no usable CUDA device (reason above)</source>
        <translation>跳过：没有可用的 CUDA 设备（原因见上）</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>
At %1, parallel&apos;s share of memcpy&apos;s speed is not given: the runs were not trusted (the machine looks busy; rerun when it is idle).
</source>
        <translation>
在 %1 下不给出 parallel 相对 memcpy 速度的比例：这些运行不可信（这台机器似乎正忙，请在空闲时重新运行）。
</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>
At %1, parallel runs at %2% of memcpy&apos;s speed (%3 GB/s of %4 GB/s).
</source>
        <translation>
在 %1 下，parallel 的速度是 memcpy 的 %2%（%4 GB/s 中的 %3 GB/s）。
</translation>
    </message>
</context>
<context>
    <name>SweepCommand</name>
    <message>
        <location filename="../../app/cli/cmd_sweep.cpp" line="+24"/>
        <source>Usage: convscope sweep [--sizes 16,32,...,8192] [--format table|csv|json]
         [--out chart.png|file.csv|file.json] [--gpu-model NAME] [--kernel K]
         [--recorded FILE] [--parts-size N] [--padding MODE] [--stride N]
         [--dilation N] [--layer C:K [--batch N]]
</source>
        <translation>用法：convscope sweep [--sizes 16,32,...,8192] [--format table|csv|json]
         [--out chart.png|file.csv|file.json] [--gpu-model NAME] [--kernel K]
         [--recorded FILE] [--parts-size N] [--padding MODE] [--stride N]
         [--dilation N] [--layer C:K [--batch N]]
</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>
Times one convolution per image side: the reference loop and the parallel CPU
engine measured here (warm-up run not counted, median of as many runs as fit
about %3 s, at least 3), and the GPU: the kernel alone, with upload and download
through pageable memory, through pinned memory, and interop (map + kernel +
unmap). Each GPU value says where it comes from:
  measured   a CUDA device ran it here (interop in an OpenGL context on the
             device without a window, where its EGL offers one)
  recorded   a measurement file of a real GPU shipped with ConvScope
  model      a reference GPU&apos;s published figures and the formula, shown
The emulated GPU is never a GPU row. The table ends with the crossover: the side
from which the GPU beats the parallel CPU engine at every size after it.

  --sizes S,...     sides in pixels (default 16,32,...,8192, doubling)
  --format F        table (default), csv or json, on stdout
  --out FILE        also write the chart (.png), the CSV (.csv) or the JSON (.json)
  --gpu-model NAME  the reference GPU of model rows: %1 (default %2).
                    Naming one asks for model rows even where a device or a file
                    gives GPU rows
  --recorded FILE   GPU rows from this measurement file instead of the shipped
                    ones (resources/measurements/*.json); a device still comes first
  --parts-size N    the side whose GPU run the chart splits into parts
                    (default 1024 when swept, else the largest)
  --kernel K, --padding MODE, --stride N, --dilation N   as for apply
  --layer C:K       a whole layer instead of one filter: C input channels, K
                    filters of C×3×3 with bias; the CPU row (layer-cpu) is the
                    fastest CPU layer engine of this build, the GPU rows have no
                    interop. Default sizes 4,8,16,32,56 (the naive CPU loop is
                    slow: a size above its cap is left out, with a note)
  --batch N         images per layer run (default 1; with --layer)
</source>
        <translation>
按图像边长为一次卷积计时：本机实测的参考循环和并行 CPU 引擎（预热运行不计入，
取约 %3 秒内能完成的多次运行的中位数，至少 3 次），以及 GPU：只算核函数、
经可分页内存上传和下载、经锁页内存上传和下载，以及互操作（映射 + 核函数 +
解除映射）。每个 GPU 数值都说明来源：
  实测（measured）  在本机的 CUDA 设备上运行（互操作在该设备上无窗口的 OpenGL
                   上下文中，前提是其 EGL 提供这样的上下文）
  记录（recorded）  随 ConvScope 提供的真实 GPU 的测量文件
  模型（model）     参考 GPU 的已发表参数和公式，并显示出来
表格在每列下写出来源；CSV 和 JSON 的来源一栏（source）用括号里的英文名。
模拟的 GPU 从不作为 GPU 行。表格最后给出交叉点：从这个边长起，之后的每种尺寸上
GPU 都快于并行 CPU 引擎。

  --sizes S,...     边长，单位像素（默认 16,32,...,8192，逐次加倍）
  --format F        table（默认）、csv 或 json，输出到标准输出
  --out FILE        另外写出图表（.png）、CSV（.csv）或 JSON（.json）
  --gpu-model NAME  模型行的参考 GPU：%1（默认 %2）。
                    指定一个时，即使有设备或文件也会给出模型行
  --recorded FILE   用这个测量文件的 GPU 行代替随附的文件
                    （resources/measurements/*.json）；有设备时仍以设备为先
  --parts-size N    图表中把 GPU 运行拆成各部分显示的边长
                    （在扫描范围内时默认 1024，否则取最大的）
  --kernel K, --padding MODE, --stride N, --dilation N   同 apply
  --layer C:K       测整个卷积层而不是单个卷积核：C 个输入通道，K 个 C×3×3
                    带偏置的卷积核；CPU 行（layer-cpu）是本构建中最快的 CPU 层
                    引擎，GPU 行没有互操作。默认边长 4,8,16,32,56（朴素的 CPU
                    循环很慢：超过其上限的尺寸会略去，并附说明）
  --batch N         每次层运行的图像数（默认 1；与 --layer 一起使用）
</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>
CPU engines measured here, one series each: %1
</source>
        <translation>
在本机测量的 CPU 引擎，每个一个序列：%1
</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>--layer wants C:K (input channels:filters), got &apos;%1&apos;</source>
        <translation>--layer 需要 C:K（输入通道数:滤波器数），收到的是“%1”</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>--recorded holds single-filter rows, not --layer rows</source>
        <translation>--recorded 中是单个滤波器的行，不是 --layer 的行</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--batch needs --layer</source>
        <translation>--batch 需要同时给出 --layer</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>--gpu-model: no reference GPU called &apos;%1&apos; (choose from %2)</source>
        <translation>--gpu-model：没有名为“%1”的参考 GPU（可选：%2）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--recorded and --gpu-model ask for different GPU rows</source>
        <translation>--recorded 和 --gpu-model 要求的 GPU 行不同</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--parts-size %1 is not one of --sizes</source>
        <translation>--parts-size %1 不在 --sizes 中</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>--out must end in .png, .csv or .json, got &apos;%1&apos;</source>
        <translation>--out 必须以 .png、.csv 或 .json 结尾，收到的是“%1”</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>measuring %1 … %2 %</source>
        <translation>正在测量 %1 … %2 %</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>interrupted (%1): nothing printed</source>
        <translation>已中断（%1）：未输出任何内容</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>interrupted (%1): nothing printed, %2 left as it was</source>
        <translation>已中断（%1）：未输出任何内容，%2 保持原样</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1: the chart could not be encoded as PNG</source>
        <translation>%1：无法把图表编码为 PNG</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wrote %1
</source>
        <translation>已写出 %1
</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>convscope sweep: a layer of %1 → %2 channels (3×3, bias), batch %3, %4 padding, stride %5, dilation %6; float32
</source>
        <translation>convscope sweep：%1 → %2 通道的层（3×3，带偏置），批大小 %3，%4 填充，步幅 %5，膨胀 %6；float32
</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>convscope sweep: 3×3 %1, %2 padding, stride %3, dilation %4; float32
</source>
        <translation>convscope sweep：3×3 %1，%2 填充，步幅 %3，膨胀 %4；float32
</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Median ms per layer run (all %1 images); CPU rows measured here (warm-up not counted).
</source>
        <translation>每次层运行的中位 ms（全部 %1 张图像）；CPU 行为本机实测（不计预热）。
</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Median ms per image; CPU rows measured here (warm-up not counted).
</source>
        <translation>每张图像的中位 ms；CPU 行为本机实测（不计预热）。
</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>note: %1
</source>
        <translation>注：%1
</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>note: CUDA said: %1
</source>
        <translation>注：CUDA 报告：%1
</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>%1.
</source>
        <comment>a sentence and its full stop</comment>
        <translation>%1。
</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>recorded</source>
        <translation>记录</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>side</source>
        <translation>边长</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>others</source>
        <translation>其他进程</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>others: the share of all CPUs other processes used while a side&apos;s CPU rows ran.
</source>
        <translation>其他进程：测量该边长的 CPU 行期间其他进程占用全部 CPU 的比例。
</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>*: not trusted (runs disagree, beyond the copy ceiling, slower than one thread, a re-measure disagrees, or the machine was busy); no crossover is drawn from it.
</source>
        <translation>*：不可信（各次运行不一致、超过复制上限、比单线程还慢、重新测量结果不一致，或机器太忙）；不据此给出交叉点。
</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The sweep was cancelled: the rows above are what it had.
</source>
        <translation>扫描已取消：上面的行就是已完成的部分。
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sweep took %1 s.
</source>
        <translation>扫描用时 %1 秒。
</translation>
    </message>
</context>
<context>
    <name>TrainCommand</name>
    <message>
        <location filename="../../app/cli/cmd_train.cpp" line="+40"/>
        <source>Usage: convscope train [--epochs N | --steps N] [--batch N] [--lr X] [--momentum X]
         [--seed N] [--shuffle on|off] [--init weights.npz]
         [--engine reference|onednn|cudnn] [--threads N] [--limit N] [--test-limit N]
         [--data DIR] [--out weights.npz] [--grads grads.npz] [--format table|csv|json]
</source>
        <translation>用法：convscope train [--epochs N | --steps N] [--batch N] [--lr X] [--momentum X]
         [--seed N] [--shuffle on|off] [--init weights.npz]
         [--engine reference|onednn|cudnn] [--threads N] [--limit N] [--test-limit N]
         [--data DIR] [--out weights.npz] [--grads grads.npz] [--format table|csv|json]
</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>
Trains a small CNN (conv 1→8, pool, conv 8→16, pool, fully connected 784→10) on
Fashion-MNIST with SGD and momentum as PyTorch does, and times each step&apos;s parts:
data, forward, backward data, backward weights and update.
Defaults: 1 epoch, batch 64, lr 0.05, momentum 0.9, seed 1, shuffle on, engine
onednn, every core, 10000 test images.
--data DIR holds {train,t10k}-{images-idx3,labels-idx1}-ubyte.gz; the default is
$CONVSCOPE_FASHION_MNIST, else /usr/share/datasets/fashion-mnist (the Debian
package dataset-fashion-mnist).
--out is written at each epoch&apos;s end and at the end; --grads gets the last step&apos;s
gradients. Ctrl-C stops after the current step (exit 130).
</source>
        <translation>
在 Fashion-MNIST 上训练一个小型 CNN（卷积 1→8、池化、卷积 8→16、池化、全连接 784→10），
与 PyTorch 一样使用带动量的 SGD，并为每一步的各部分计时：数据、前向、
反向（数据）、反向（权重）和更新。
默认：1 个 epoch，批大小 64，lr 0.05，动量 0.9，种子 1，打乱 on，引擎 onednn，
使用全部核心，10000 张测试图像。
--data DIR 中应有 {train,t10k}-{images-idx3,labels-idx1}-ubyte.gz；默认是
$CONVSCOPE_FASHION_MNIST，否则为 /usr/share/datasets/fashion-mnist（Debian 软件包
dataset-fashion-mnist）。
--out 在每个 epoch 结束时和运行结束时写出；--grads 保存最后一步的梯度。
Ctrl-C 在当前这一步完成后停止（退出码 130）。
</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>give --epochs or --steps, not both</source>
        <translation>请给出 --epochs 或 --steps，不要同时给出</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>--%1 must be a number such as 0.05, got &apos;%2&apos;</source>
        <translation>--%1 必须是数字（例如 0.05），收到的是“%2”</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--seed must be a whole number from 0 to 2^64−1, got &apos;%1&apos;</source>
        <translation>--seed 必须是 0 到 2^64−1 之间的整数，收到的是“%1”</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--shuffle must be on or off, got &apos;%1&apos;</source>
        <translation>--shuffle 必须是 on 或 off，收到的是“%1”</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--engine must be reference, onednn or cudnn, got &apos;%1&apos;</source>
        <translation>--engine 必须是 reference、onednn 或 cudnn，收到的是“%1”</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Fashion-MNIST not found at %1 — install the Debian package %2</source>
        <translation>在 %1 找不到 Fashion-MNIST——请安装 Debian 软件包 %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>interrupted (%1) after step %2: nothing written</source>
        <translation>在第 %2 步之后已中断（%1）：未写入任何文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>interrupted (%1) after step %2: %3 holds the last epoch&apos;s checkpoint</source>
        <translation>在第 %2 步之后已中断（%1）：%3 保存着最近一个 epoch 结束时的检查点</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>the loss became NaN or infinite at step %1 (epoch %2): training diverged; try a lower learning rate than %3</source>
        <translation>损失在第 %1 步（第 %2 个 epoch）变成了 NaN 或无穷大：训练发散了；请尝试比 %3 更小的学习率</translation>
    </message>
</context>
<context>
    <name>TrainReport</name>
    <message>
        <location filename="../../app/cli/train_report.cpp" line="+28"/>
        <source>engine %1, batch %2, lr %3, momentum %4, seed %5, shuffle %6, threads %7
</source>
        <translation>引擎 %1，批大小 %2，lr %3，动量 %4，种子 %5，打乱 %6，线程数 %7
</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>on</source>
        <translation>开</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>epoch %1: test accuracy %2 % on %3 images
</source>
        <translation>第 %1 个 epoch：%3 张测试图像上的准确率为 %2 %
</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 steps, %2 images (%3 epochs)
</source>
        <translation>%1 步，%2 张图像（%3 个 epoch）
</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>mean per step: data %1 ms, forward %2 ms, backward data %3 ms, backward weights %4 ms, update %5 ms, total %6 ms
</source>
        <translation>每步平均：数据 %1 ms，前向 %2 ms，反向（数据）%3 ms，反向（权重）%4 ms，更新 %5 ms，合计 %6 ms
</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 images/s
</source>
        <translation>每秒 %1 张图像
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>final test accuracy: %1 % on %2 images
</source>
        <translation>最终测试准确率：%2 张图像上为 %1 %
</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>epoch %1/%2, step %3/%4, loss %5, accuracy %6 %, %7 images/s</source>
        <translation>epoch %1/%2，第 %3/%4 步，损失 %5，准确率 %6 %，每秒 %7 张图像</translation>
    </message>
</context>
</TS>
